import { LRUCache } from 'lru-cache';
import type { SiteLogger } from './logger';

export type LineLevel = 'debug' | 'info' | 'warn' | 'error';

export interface RepeatedLinesOptions {
  /** How long the same line is left out after it was logged. */
  windowMs?: number;
  /** How many different lines are remembered; past that the oldest is forgotten (and logged whole again). */
  maxLines?: number;
  now?: () => number;
}

interface Seen {
  loggedAt: number;
  suppressed: number;
}

/**
 * A line written once per failure, not once per request: the first time a line (level, message
 * and fields, the error's name and message included) is seen it is logged whole, stack and all;
 * the same line again within `windowMs` is only counted; the next one after that is logged without
 * the stack, with `suppressed`, how many were left out since the last. A remote whose CDN is down
 * fails every request that needs it: its cause (remote, version, reason) is one line a minute.
 */
export function repeatedLines(logger: Pick<SiteLogger, LineLevel>, { windowMs = 60_000, maxLines = 1000, now = Date.now }: RepeatedLinesOptions = {}) {
  const seen = new LRUCache<string, Seen>({ max: maxLines });
  return (level: LineLevel, fields: Record<string, unknown> & { err?: { stack?: string } }, msg: string): void => {
    const { stack: _stack, ...err } = fields.err ?? {};
    const key = JSON.stringify([level, msg, { ...fields, err }]);
    const at = now();
    const known = seen.get(key);
    if (!known) {
      seen.set(key, { loggedAt: at, suppressed: 0 });
      return void logger[level](fields, msg);
    }
    if (at - known.loggedAt < windowMs) {
      known.suppressed += 1;
      return;
    }
    logger[level]({ ...fields, ...(fields.err ? { err } : {}), suppressed: known.suppressed }, msg);
    seen.set(key, { loggedAt: at, suppressed: 0 });
  };
}

export type RepeatedLines = ReturnType<typeof repeatedLines>;
