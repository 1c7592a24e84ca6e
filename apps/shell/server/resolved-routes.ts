import { LRUCache } from 'lru-cache';
import type { SiteConfig } from '@echowatch/contracts';
import { resolveRoute, type ResolvedRoute } from '../src/routes/route-table';

// Matching a path flattens and ranks the whole route table; the answer only changes with the
// environment (a new config object), so each config keeps the answers for its recent paths.
// The bound keeps addresses nobody links to (scans, typos) from growing it.
const answers = new WeakMap<SiteConfig, LRUCache<string, { resolved: ResolvedRoute | null }>>();
const PATHS_PER_CONFIG = 2000;

/** `resolveRoute` for the server's middleware, answered once per path and environment. */
export function resolvedRoute(config: SiteConfig, pathname: string): ResolvedRoute | null {
  let known = answers.get(config);
  if (!known) answers.set(config, (known = new LRUCache({ max: PATHS_PER_CONFIG })));
  let answer = known.get(pathname);
  if (!answer) {
    answer = { resolved: resolveRoute(config, pathname) };
    known.set(pathname, answer);
  }
  return answer.resolved;
}
