import { createHash } from 'node:crypto';
import { parseRemoteUrl, REMOTE_NAMES, type RemoteCanary, type RemoteName, type SiteConfig } from '@echowatch/contracts';

/** A visitor's bucket is 0–99; a canary of weight w serves the visitors whose bucket, in its remote's order, is below w. */
export const COHORT_BUCKETS = 100;
const MAX_WEIGHT = 50;

/**
 * The canaries the server honours: a version folder of the same remote, at a weight of 1–50. The
 * tools write nothing else; anything else in the file is ignored rather than served to visitors.
 */
export function runningCanaries(config: SiteConfig): [RemoteName, RemoteCanary][] {
  return REMOTE_NAMES.flatMap((remote): [RemoteName, RemoteCanary][] => {
    const canary = config.canaries?.[remote];
    if (!canary || !Number.isInteger(canary.weight) || canary.weight < 1 || canary.weight > MAX_WEIGHT) return [];
    return parseRemoteUrl(canary.url)?.remote === remote ? [[remote, canary]] : [];
  });
}

const places = new Map<RemoteName, number[]>();

/**
 * Where a visitor's bucket stands for one remote's canaries: the buckets in a shuffled order of
 * that remote's own, derived from its name, so every server agrees without sharing anything. One
 * cookie then draws each remote's canary visitors independently: two canaries of 50 % share about
 * a quarter of the visitors, not the same half. Within a remote it is a fixed order, so raising a
 * weight still only adds visitors.
 */
export function remoteBucket(remote: RemoteName, bucket: number): number {
  let place = places.get(remote);
  if (!place) {
    const keys = Array.from({ length: COHORT_BUCKETS }, (_, each) => createHash('sha256').update(`${remote} ${each}`).digest('hex'));
    const order = keys.map((_, each) => each).sort((a, b) => (keys[a]! < keys[b]! ? -1 : 1));
    place = new Array<number>(COHORT_BUCKETS);
    order.forEach((each, rank) => (place![each] = rank));
    places.set(remote, place);
  }
  return place[bucket]!;
}

/** The remotes whose canary a visitor of `bucket` is served. */
export function servedCanaries(config: SiteConfig, bucket: number): RemoteName[] {
  return runningCanaries(config)
    .filter(([remote, canary]) => remoteBucket(remote, bucket) < canary.weight)
    .map(([remote]) => remote);
}

// One object per environment copy and cohort: the page cache keeps answers per composition object,
// so every visitor of a cohort shares one scope, and a new copy of the environment starts afresh.
const derived = new WeakMap<SiteConfig, Map<string, SiteConfig>>();

function withCanaries(config: SiteConfig, remotesServed: RemoteName[]): SiteConfig {
  const remotes = { ...config.remotes };
  const pins = { ...config.serverDigests };
  for (const remote of remotesServed) {
    const canary = config.canaries![remote]!;
    remotes[remote] = canary.url;
    // The canary's server code runs only under its own pins: the live version's would refuse it.
    if (canary.serverDigests) pins[remote] = canary.serverDigests;
    else delete pins[remote];
  }
  const { canaries: _canaries, serverDigests: _pins, ...rest } = config;
  return { ...rest, remotes, ...(Object.keys(pins).length > 0 ? { serverDigests: pins } : {}) };
}

/**
 * The composition a visitor of `bucket` is served: the environment with each canary the bucket
 * falls in named in place of its live version (and pinned by the canary's digests). The
 * environment itself when no canary applies.
 */
export function cohortConfig(config: SiteConfig, bucket: number): SiteConfig {
  const served = servedCanaries(config, bucket);
  if (served.length === 0) return config;
  const key = served.join(' ');
  let byCohort = derived.get(config);
  if (!byCohort) derived.set(config, (byCohort = new Map()));
  let cohort = byCohort.get(key);
  if (!cohort) byCohort.set(key, (cohort = withCanaries(config, served)));
  return cohort;
}

/** Every composition a canary cohort of the environment is served (none without canaries). */
export function canaryCompositions(config: SiteConfig): SiteConfig[] {
  if (runningCanaries(config).length === 0) return [];
  const all = new Set(Array.from({ length: COHORT_BUCKETS }, (_, bucket) => cohortConfig(config, bucket)));
  all.delete(config);
  return [...all];
}
