export interface BaseChoice {
  image: string;
  /** The base must be made here first (Debian's minimal system and this machine's node). */
  make: boolean;
  /** Said to whoever builds, so the image's origin is never a guess. */
  why: string;
}

export interface BaseCandidates {
  /** --base, when given. */
  requested: string | null;
  /** The Containerfile's default, the one production builds on. */
  official: string;
  /** Whether podman's store holds the official base already (no registry is needed then). */
  officialPresent: boolean;
  /** The base made here when neither of the above can be had. */
  madeHere: string;
}

/** Which base a build uses: the one asked for, else the official one when present, else one made here offline. */
export function chooseBase({ requested, official, officialPresent, madeHere }: BaseCandidates): BaseChoice {
  if (requested) return { image: requested, make: false, why: 'asked for with --base' };
  if (officialPresent) return { image: official, make: false, why: "the official base, in podman's store" };
  return {
    image: madeHere,
    make: true,
    why: `${official} is not in podman's store, so a base is made offline from Debian's minimal system and this machine's node (--base ${official} pulls the official one where a registry is reached)`,
  };
}
