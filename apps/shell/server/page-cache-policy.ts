import { parse as parseCookies } from 'cookie';
import { LANGUAGE_COOKIE } from '@echowatch/contracts';

export interface PageCacheSignals {
  /** A form was posted: the answer holds what the visitor typed. */
  posted: boolean;
  /** The address is a secret link (reset, confirm, invite): its token must stay out of every cache. */
  secret: boolean;
  /** A sign-in or recovery page: rendered per device, and never worth sharing. */
  signIn: boolean;
  /** This visitor previews a remote version, or the answer sets or clears that choice. */
  previewing: boolean;
  /** A canary runs: the page depends on the visitor's cohort cookie. */
  canaryRunning?: boolean;
  /** The answer assigns the visitor a cohort (Set-Cookie). */
  assigningCohort?: boolean;
  /** The server rendered the page, with its status; null when it is sent to render in the browser. */
  status: number | null;
  /** `?lng=` chose the language: the address alone says which page this is. */
  languageInAddress: boolean;
  cookieHeader: string | undefined;
}

export interface PageCacheHeaders {
  cacheControl: string;
  vary: string;
}

// Short enough that a promotion shows within seconds; the shared cache answers meanwhile and
// refreshes in the background.
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

/**
 * What a page answer may be kept by. Anonymous pages are the same for everyone with one address and
 * language, so a shared cache (CDN, nginx) may keep them for seconds: they vary on Accept-Language
 * unless `?lng=` names the language. A language saved in the cookie also changes the page: a cache
 * in front keys on that one cookie (see docs/deploying.md); without it such an answer stays private.
 * Secrets, sign-in pages, posted forms and previews are never stored anywhere. While a canary
 * runs, the page depends on the cohort cookie too: a shared answer varies on Cookie (a cache in
 * front keys on that cookie), and the answer that sets it is the visitor's own.
 */
export function pageCacheHeaders(signals: PageCacheSignals): PageCacheHeaders {
  const personal = { cacheControl: 'private, no-store', vary: 'Accept-Language, Cookie' };
  if (signals.posted || signals.secret || signals.previewing) return personal;
  if (signals.assigningCohort) return { cacheControl: 'private, no-cache', vary: 'Accept-Language, Cookie' };
  if (signals.signIn) return { ...personal, vary: 'Accept-Language, Cookie, User-Agent' };
  // A page rendered in the browser only, or an error, is not worth spreading.
  if (signals.status !== 200) return { cacheControl: 'no-cache', vary: 'Accept-Language, Cookie' };
  const byCohort = signals.canaryRunning ? ', Cookie' : '';
  if (signals.languageInAddress) return { cacheControl: SHARED_PAGE_CACHE, vary: `Accept-Encoding${byCohort}` };
  const savedLanguage = parseCookies(signals.cookieHeader ?? '')[LANGUAGE_COOKIE];
  if (savedLanguage) return { cacheControl: 'private, no-cache', vary: 'Accept-Language, Cookie' };
  return { cacheControl: SHARED_PAGE_CACHE, vary: `Accept-Language${byCohort}` };
}
