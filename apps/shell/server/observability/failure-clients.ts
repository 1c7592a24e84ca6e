import { createHmac, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

// As long as the alert's range: a client reporting all along adds one or two to it, never a count per report.
export const FAILURE_CLIENT_WINDOW_MS = 10 * 60_000;
// A few hundred kilobytes at most; past that the oldest are forgotten (and may be counted again).
export const FAILURE_CLIENTS_KEPT = 10_000;

export interface FailureClientsOptions {
  windowMs?: number;
  maxClients?: number;
  /** The clock ages are read from (milliseconds); lru-cache's own, `performance`, by default. */
  now?: () => number;
}

/**
 * Which clients reported a failure of which remote version lately, so the alert counts visitors and
 * not reports: a function telling whether `client` is new for `subject` (`remote@version`) within
 * the window. Clients are held as a keyed hash (HMAC under a key of this process, never stored), so
 * the set keeps no address, nor anything an address could be checked against elsewhere.
 */
export function createFailureClients({ windowMs = FAILURE_CLIENT_WINDOW_MS, maxClients = FAILURE_CLIENTS_KEPT, now }: FailureClientsOptions = {}) {
  const key = randomBytes(32);
  const seen = new LRUCache<string, true>({ max: maxClients, ttl: windowMs, perf: now ? { now } : undefined });
  return (client: string, subject: string): boolean => {
    const id = `${subject} ${createHmac('sha256', key).update(client).digest('base64url')}`;
    if (seen.has(id)) return false;
    seen.set(id, true);
    return true;
  };
}
