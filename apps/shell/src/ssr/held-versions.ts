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

export interface HeldVersionsOptions {
  /** Previewed versions kept at once, over every remote. */
  maxPreviews?: number;
  /** A previewed version is let go this long after its last request. */
  previewTtlMs?: number;
  now?: () => number;
}

type ReleaseListener = (remote: RemoteName, entry: string) => void;

/**
 * Which remote versions the server keeps loaded: per remote the one the environment serves and the
 * one before it (a rollback then costs no reload), plus a few recently previewed ones. Every other
 * version is released: its listeners drop what they hold of it, so a long-running server does not
 * grow by a whole remote bundle with each promotion.
 */
export function createHeldVersions({ maxPreviews = 8, previewTtlMs = 30 * 60_000, now = Date.now }: HeldVersionsOptions = {}) {
  const live = new Map<RemoteName, string>();
  const previous = new Map<RemoteName, string>();
  const listeners = new Set<ReleaseListener>();
  const servedAsLiveOrPrevious = (remote: RemoteName, entry: string) => live.get(remote) === entry || previous.get(remote) === entry;

  function releaseUnlessHeld(remote: RemoteName, entry: string): void {
    if (servedAsLiveOrPrevious(remote, entry) || previews.has(entry)) return;
    for (const listener of listeners) listener(remote, entry);
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
    /** Applies the served composition: a remote whose version changed moves its old one to "previous". */
    serve(remotes: SiteConfig['remotes']): void {
      previews.purgeStale();
      for (const remote of REMOTE_NAMES) {
        const entry = remotes[remote];
        const current = live.get(remote);
        if (current === entry) continue;
        const dropped = previous.get(remote);
        if (current === undefined) previous.delete(remote);
        else previous.set(remote, current);
        live.set(remote, entry);
        if (dropped !== undefined && dropped !== entry && dropped !== current) releaseUnlessHeld(remote, dropped);
      }
    },
    /** A tester previews this version: it is held while previews of it keep coming. */
    preview(remote: RemoteName, entry: string): void {
      previews.purgeStale();
      if (previews.get(entry) === undefined) previews.set(entry, remote);
    },
    holds(entry: string): boolean {
      for (const remote of REMOTE_NAMES) if (servedAsLiveOrPrevious(remote, entry)) return true;
      return previews.has(entry);
    },
    /** Read-only view of what is kept in memory (for metrics and diagnostics). */
    list(): HeldVersion[] {
      const held: HeldVersion[] = [];
      for (const [remote, entry] of live) held.push({ remote, entry, role: 'live' });
      for (const [remote, entry] of previous) held.push({ remote, entry, role: 'previous' });
      for (const [entry, remote] of previews.entries()) {
        if (!servedAsLiveOrPrevious(remote, entry)) held.push({ remote, entry, role: 'preview' });
      }
      return held;
    },
    onRelease(listener: ReleaseListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type HeldVersions = ReturnType<typeof createHeldVersions>;
