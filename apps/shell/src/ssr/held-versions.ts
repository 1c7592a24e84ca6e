import { LRUCache } from 'lru-cache';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';

/** Why a remote version is kept in memory: served now, served just before (a rollback), or previewed. */
export type HeldRole = 'live' | 'previous' | 'preview';

export interface HeldVersion {
  remote: RemoteName;
  /** The version's manifest URL, as the environment file names it. */
  entry: string;
  role: HeldRole;
}

/** The remote versions one environment file names together. */
export type Composition = SiteConfig['remotes'];

export interface HeldVersionsOptions {
  /** Previewed versions kept at once, over every remote. */
  maxPreviews?: number;
  /** A previewed version is let go this long after its last request. */
  previewTtlMs?: number;
  now?: () => number;
}

type ReleaseListener = (remote: RemoteName, entry: string) => void;
type RetireListener = (composition: Composition) => void;

/** One string per composition: two environment files naming the same versions are the same composition. */
export const compositionKey = (composition: Composition): string => REMOTE_NAMES.map((remote) => composition[remote]).join(' ');

/**
 * Which compositions the server keeps loaded: the one the environment serves and the one before
 * it (a rollback then costs no reload), plus a few recently previewed versions. A composition that
 * is neither any more is retired, and a version no held composition or preview names is released:
 * listeners drop what they hold of it, so a long-running server does not grow with each promotion.
 */
export function createHeldVersions({ maxPreviews = 8, previewTtlMs = 30 * 60_000, now = Date.now }: HeldVersionsOptions = {}) {
  let live: Composition | undefined;
  let previous: Composition | undefined;
  const releaseListeners = new Set<ReleaseListener>();
  const retireListeners = new Set<RetireListener>();
  const inComposition = (entry: string) => REMOTE_NAMES.some((remote) => live?.[remote] === entry || previous?.[remote] === entry);

  function releaseUnlessHeld(remote: RemoteName, entry: string): void {
    if (inComposition(entry) || previews.has(entry)) return;
    for (const listener of releaseListeners) listener(remote, entry);
  }

  // The clock is passed in so that the time a preview is held can be tested without waiting.
  const previews: LRUCache<string, RemoteName> = new LRUCache<string, RemoteName>({
    max: maxPreviews,
    ttl: previewTtlMs,
    updateAgeOnGet: true,
    perf: { now },
    // Read the clock on every check: a preview is rare, and a cached reading would outlive a test's clock.
    ttlResolution: 0,
    disposeAfter: (remote, entry, reason) => {
      if (reason !== 'set') releaseUnlessHeld(remote, entry);
    },
  });

  return {
    /** Applies the served composition: a changed one moves the one served so far to "previous". */
    serve(composition: Composition): void {
      previews.purgeStale();
      if (live && compositionKey(live) === compositionKey(composition)) return;
      const retired = previous;
      previous = live;
      live = { ...composition };
      if (!retired || compositionKey(retired) === compositionKey(composition)) return;
      for (const listener of retireListeners) listener(retired);
      for (const remote of REMOTE_NAMES) releaseUnlessHeld(remote, retired[remote]);
    },
    /** A tester previews this version: it is held while previews of it keep coming. */
    preview(remote: RemoteName, entry: string): void {
      previews.purgeStale();
      if (previews.get(entry) === undefined) previews.set(entry, remote);
    },
    holds(entry: string): boolean {
      return inComposition(entry) || previews.has(entry);
    },
    /** The composition served now and the one before it, if any. */
    compositions(): { live?: Composition; previous?: Composition } {
      return { live, previous };
    },
    /** Read-only view of what is kept in memory (for metrics and diagnostics). */
    list(): HeldVersion[] {
      const held: HeldVersion[] = [];
      for (const remote of REMOTE_NAMES) {
        if (live) held.push({ remote, entry: live[remote], role: 'live' });
        if (previous && previous[remote] !== live?.[remote]) held.push({ remote, entry: previous[remote], role: 'previous' });
      }
      for (const [entry, remote] of previews.entries()) {
        if (!inComposition(entry)) held.push({ remote, entry, role: 'preview' });
      }
      return held;
    },
    /** Told of each version nothing holds any more. */
    onRelease(listener: ReleaseListener): () => void {
      releaseListeners.add(listener);
      return () => releaseListeners.delete(listener);
    },
    /** Told of each composition that is neither served nor the one served before. */
    onRetire(listener: RetireListener): () => void {
      retireListeners.add(listener);
      return () => retireListeners.delete(listener);
    },
  };
}

export type HeldVersions = ReturnType<typeof createHeldVersions>;
