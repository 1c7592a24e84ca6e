import type { RemoteName } from '@echowatch/contracts';

/** The cookie that holds a visitor's cohort bucket (apps/shell/server/canary-cohort.ts). */
export const COHORT_COOKIE = 'ew_cohort';
/** Every bucket a visitor can hold, as cookies: at any weight, exactly that share of them is in a canary. */
export const EVERY_BUCKET = Array.from({ length: 100 }, (_, bucket) => `${COHORT_COOKIE}=${bucket}`);

export interface Visit {
  /** The version of the remote the page's composition names (its state, or the composition sent with an unrendered page). */
  version: string | undefined;
  heading: string | undefined;
  /** The cohort the page's figures are counted in: `canary` when the page's own remote was served as one. */
  cohort: string;
  /** `ew_cohort=<bucket>` when the answer assigned one. */
  cohortCookie: string | undefined;
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

interface Inlined {
  config: { remotes: Record<string, string> };
  cohort?: string;
}

/** What a page's HTML tells the browser to start with: its state, or the composition sent with an unrendered page. */
const inlinedIn = (html: string) => {
  const text = /<script id="(?:ew-page-state|ew-served-composition)" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return text ? (JSON.parse(text) as Inlined) : undefined;
};

/** The composition's version of `remote` in a page's HTML, as the browser will load it. */
export function versionInPage(html: string, remote: RemoteName): string | undefined {
  return inlinedIn(html)?.config.remotes[remote]?.split('/').at(-2);
}

/** Asks for a page as a visitor with `cookie` (none: a fresh visitor). */
export async function visit(origin: string, path: string, remote: RemoteName, cookie?: string): Promise<Visit> {
  const answer = await fetch(`${origin}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  const html = await answer.text();
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  return {
    version: versionInPage(html, remote),
    cohort: inlinedIn(html)?.cohort ?? 'live',
    heading: heading === undefined ? undefined : decode(heading),
    cohortCookie: answer.headers.getSetCookie().find((each) => each.startsWith(`${COHORT_COOKIE}=`))?.split(';')[0],
  };
}

/** Fresh visitors (no cookies) until one is served `version`; their cohort cookie. */
export async function visitorServed(origin: string, path: string, remote: RemoteName, version: string, tries = 100): Promise<string> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const fresh = await visit(origin, path, remote);
    if (fresh.version === version && fresh.cohortCookie) return fresh.cohortCookie;
  }
  throw new Error(`none of ${tries} fresh visitors was served ${remote}@${version}`);
}
