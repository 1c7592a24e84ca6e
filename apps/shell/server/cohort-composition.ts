import { parseRemoteUrl, REMOTE_NAMES, type RemoteCanary, type RemoteName, type SiteConfig } from '@echowatch/contracts';

/** A visitor's bucket is 0–99; a canary of weight w serves the buckets below w. */
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

// One object per environment copy and cohort: the page cache keeps answers per composition object,
// so every visitor of a cohort shares one scope, and a new copy of the environment starts afresh.
const derived = new WeakMap<SiteConfig, Map<string, SiteConfig>>();

function withCanaries(config: SiteConfig, canaries: [RemoteName, RemoteCanary][]): SiteConfig {
  const remotes = { ...config.remotes };
  const pins = { ...config.serverDigests };
  for (const [remote, canary] of canaries) {
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
  const canaries = runningCanaries(config).filter(([, canary]) => bucket < canary.weight);
  if (canaries.length === 0) return config;
  const key = canaries.map(([remote]) => remote).join(' ');
  let byCohort = derived.get(config);
  if (!byCohort) derived.set(config, (byCohort = new Map()));
  let cohort = byCohort.get(key);
  if (!cohort) byCohort.set(key, (cohort = withCanaries(config, canaries)));
  return cohort;
}

/** Every composition a canary cohort of the environment is served (none without canaries). */
export function canaryCompositions(config: SiteConfig): SiteConfig[] {
  const weights = [...new Set(runningCanaries(config).map(([, canary]) => canary.weight))];
  return weights.map((weight) => cohortConfig(config, weight - 1));
}
