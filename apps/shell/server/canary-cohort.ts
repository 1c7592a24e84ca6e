import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { RemoteName, SiteConfig } from '@echowatch/contracts';
import { COHORT_BUCKETS, cohortConfig, runningCanaries, servedCanaries } from './cohort-composition';

/**
 * The visitor's bucket, 0–99, drawn once, for every remote's canary. A bucket rather than the
 * cohort itself: a canary of weight w serves the buckets that stand below w in its remote's order
 * (cohort-composition), so raising the weight adds visitors without moving any who had the canary,
 * lowering it moves back only those above the new weight, and an abort (or a promotion) needs no
 * cookie change: the bucket simply no longer falls in a running canary.
 */
export const COHORT_COOKIE = 'ew_cohort';
// Long enough that a visitor keeps their bucket through a canary that runs for days.
const COHORT_MAX_AGE_S = 30 * 24 * 60 * 60;
const BUCKET = /^\d{1,2}$/;

// Crawlers index the live version, and get no cookie: the page they see is the one everyone gets.
const CRAWLER = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|mediapartners-google|bingpreview/i;

export const isCrawler = (userAgent: string) => CRAWLER.test(userAgent);

export interface CohortDecision {
  /** The composition to render this visitor's page with: the environment, or a canary cohort's. */
  config: SiteConfig;
  /** `canary`: the visitor is served at least one remote's canary (`config` is a cohort's). */
  cohort: 'live' | 'canary';
  /** The remotes whose canary the visitor is served: per remote, the cohort its metrics name. */
  canaries: RemoteName[];
  /** A canary runs: every page answer depends on the cohort cookie. */
  canaryRunning: boolean;
  /** Set-Cookie for a visitor assigned a bucket by this answer. */
  setCookie?: string;
}

export interface CohortRequest {
  cookieHeader: string | undefined;
  userAgent: string;
  /** The site is served over https: the cookie is sent only there. */
  secure: boolean;
  /** A number in [0, 1); Math.random by default. */
  random?: () => number;
}

/**
 * Which cohort a request belongs to. Without a running canary nothing is assigned; otherwise a
 * visitor without a bucket is given one, once, and keeps it on every page and reload.
 */
export function decideCohort(config: SiteConfig, { cookieHeader, userAgent, secure, random = Math.random }: CohortRequest): CohortDecision {
  const live: CohortDecision = { config, cohort: 'live', canaries: [], canaryRunning: false };
  if (runningCanaries(config).length === 0) return live;
  if (isCrawler(userAgent)) return { ...live, canaryRunning: true };
  const remembered = parseCookies(cookieHeader ?? '')[COHORT_COOKIE];
  const known = remembered !== undefined && BUCKET.test(remembered);
  const bucket = known ? Number(remembered) : Math.min(COHORT_BUCKETS - 1, Math.floor(random() * COHORT_BUCKETS));
  const served = cohortConfig(config, bucket);
  return {
    config: served,
    cohort: served === config ? 'live' : 'canary',
    canaries: servedCanaries(config, bucket),
    canaryRunning: true,
    ...(known ? {} : { setCookie: serializeCookie(COHORT_COOKIE, String(bucket), { path: '/', sameSite: 'lax', httpOnly: true, secure, maxAge: COHORT_MAX_AGE_S }) }),
  };
}
