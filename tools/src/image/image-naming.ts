/** The site's image in podman's local store; `podman push` takes it to a registry from there. */
export const SITE_IMAGE = 'localhost/echowatch-site';
/** Debian's minimal system, imported from mmdebstrap: the floor of the base made here. */
export const DEBIAN_BASE = 'localhost/echowatch-debian-base:bookworm';

// What an image tag may be (the OCI distribution spec).
const TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

/** The base made here: Debian's minimal system with this Node (`v20.20.2` → `…:20.20.2`). */
export const nodeBaseImage = (nodeVersion: string) => `localhost/echowatch-node-base:${nodeVersion.replace(/^v/, '')}`;

/** The official base, as the Containerfile names it in `ARG BASE=…`: one place says which. */
export function containerfileBase(containerfile: string): string {
  const base = /^ARG BASE=(\S+)\s*$/m.exec(containerfile)?.[1];
  if (!base) throw new Error('The Containerfile names no default base (ARG BASE=<image>).');
  return base;
}

/**
 * The tags of one build: the release's version, and the commit it was built from when the work
 * tree had no changes (with changes, the commit would name code the image does not hold).
 */
export function siteImageTags(version: string, commit: string | null): string[] {
  if (!TAG.test(version)) throw new Error(`The release's version "${version}" cannot be an image tag (letters, digits, "_", "." and "-").`);
  return [`${SITE_IMAGE}:${version}`, ...(commit ? [`${SITE_IMAGE}:${commit}`] : [])];
}
