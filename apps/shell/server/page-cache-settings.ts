import type { PageAnswerCacheOptions } from './page-answer-cache';

/** Pages with data are served as rendered for this long by default: a spike costs one render per interval. */
export const DEFAULT_DATA_PAGE_CACHE_MS = 2000;
/** …and for this long more while one render replaces them, so no visitor waits for that render. */
export const DEFAULT_DATA_PAGE_STALE_MS = 8000;

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of milliseconds (0 or more), not "${text}".`);
  return value;
}

/**
 * The page cache's settings from the environment: `DATA_PAGE_CACHE_MS` (0 turns the cache of pages
 * with data off; pages without data are kept regardless) and `DATA_PAGE_STALE_MS`.
 */
export function pageCacheSettings(env: NodeJS.ProcessEnv): Pick<PageAnswerCacheOptions, 'dataTtlMs' | 'staleMs'> {
  return {
    dataTtlMs: milliseconds(env, 'DATA_PAGE_CACHE_MS', DEFAULT_DATA_PAGE_CACHE_MS),
    staleMs: milliseconds(env, 'DATA_PAGE_STALE_MS', DEFAULT_DATA_PAGE_STALE_MS),
  };
}
