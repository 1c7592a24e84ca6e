import { pageCacheHeaders, type PageCacheSignals, SHARED_PAGE_CACHE } from './page-cache-policy';

const anonymous: PageCacheSignals = {
  posted: false,
  secret: false,
  signIn: false,
  previewing: false,
  status: 200,
  languageInAddress: false,
  cookieHeader: undefined,
};
const headers = (change: Partial<PageCacheSignals>) => pageCacheHeaders({ ...anonymous, ...change });

describe('pageCacheHeaders', () => {
  it('lets a shared cache keep an anonymous page for seconds, varying on the language only', () => {
    expect(headers({})).toEqual({ cacheControl: SHARED_PAGE_CACHE, vary: 'Accept-Language' });
    expect(SHARED_PAGE_CACHE).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it('does not vary on the language headers when the address names the language', () => {
    expect(headers({ languageInAddress: true, cookieHeader: 'ew_lng=en; other=1' })).toEqual({ cacheControl: SHARED_PAGE_CACHE, vary: 'Accept-Encoding' });
  });

  it('varies a shared page on the cookie while a canary runs, and keeps the answer that assigns a cohort private', () => {
    expect(headers({ canaryRunning: true })).toEqual({ cacheControl: SHARED_PAGE_CACHE, vary: 'Accept-Language, Cookie' });
    expect(headers({ canaryRunning: true, languageInAddress: true })).toEqual({ cacheControl: SHARED_PAGE_CACHE, vary: 'Accept-Encoding, Cookie' });
    expect(headers({ canaryRunning: true, assigningCohort: true })).toEqual({ cacheControl: 'private, no-cache', vary: 'Accept-Language, Cookie' });
  });

  it('ignores cookies that do not change the page, and keeps a page in a saved language private', () => {
    expect(headers({ cookieHeader: '_ga=GA1.2; theme=dark' }).cacheControl).toBe(SHARED_PAGE_CACHE);
    expect(headers({ cookieHeader: 'ew_lng=en' })).toEqual({ cacheControl: 'private, no-cache', vary: 'Accept-Language, Cookie' });
  });

  it.each([
    ['a posted form', { posted: true }],
    ['a secret link', { secret: true }],
    ['a previewed version', { previewing: true }],
    ['a sign-in page', { signIn: true }],
  ])('never stores %s', (_what, change) => {
    expect(headers({ ...change, languageInAddress: true }).cacheControl).toBe('private, no-store');
  });

  it('does not share a page the server could not render, or an error', () => {
    expect(headers({ status: null }).cacheControl).toBe('no-cache');
    expect(headers({ status: 404 }).cacheControl).toBe('no-cache');
  });
});
