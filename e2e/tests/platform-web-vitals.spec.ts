import type { Page, Request } from '@playwright/test';
import { expect, openIn, test } from '../support/fixtures';
import { METRICS_URL } from '../support/local-sites';

// The site's collector (WEB_VITALS_ROUTE, apps/shell/src/vitals/vitals-report.ts).
const WEB_VITALS_ROUTE = '/reports/web-vitals';

const PACKAGES = 'route="/packages",remote="pricing-reporting",version="1.0.0",cohort="live"';
const HISTOGRAMS = ['lcp_seconds', 'fcp_seconds', 'ttfb_seconds', 'cls', 'inp_seconds'];

async function viewsCounted(labels: string): Promise<Record<string, number>> {
  const text = await (await fetch(METRICS_URL)).text();
  return Object.fromEntries(
    HISTOGRAMS.map((histogram) => {
      const line = text.split('\n').find((candidate) => candidate.startsWith(`site_web_vitals_${histogram}_count{${labels}}`));
      return [histogram, Number(line?.split(' ').pop() ?? 0)];
    }),
  );
}

/**
 * The collector's arrival, once the browser is idle after the page is live: asked for before the
 * page is opened, since it may come as soon as the page is live.
 */
const collectorArrival = (page: Page) =>
  page.waitForResponse(async (response) => response.request().resourceType() === 'script' && (await response.text()).includes('collectLandingView'));

/** A press on the page (an interaction, for INP), and the collector in the page. */
async function pressAndWaitForCollector(page: Page, collector: Promise<unknown>, press: () => Promise<void>): Promise<void> {
  await press();
  await collector;
  // web-vitals reads the entries buffered so far in the browser's next tasks.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

test('a visitor\'s page view is reported when the page is hidden and counted in the site\'s histograms for its route', async ({ page }) => {
  const before = await viewsCounted(PACKAGES);
  const collector = collectorArrival(page);
  await openIn(page, 'en', '/packages');
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  await pressAndWaitForCollector(page, collector, () => heading.click());
  // Leaving for another document hides the page: the one report is sent then, with every metric
  // (the press gave it an INP), each counted under the route's pattern (other visits may add theirs).
  await page.goto('about:blank');
  await expect
    .poll(async () => {
      const after = await viewsCounted(PACKAGES);
      return HISTOGRAMS.filter((histogram) => after[histogram]! <= before[histogram]!);
    })
    .toEqual([]);
});

test('a client navigation ends the landing view: its report is sent then, under the landing route', async ({ page }) => {
  const terms = 'route="/terms-of-use",remote="marketing-blog",version="1.0.0",cohort="live"';
  const before = (await viewsCounted(terms)).lcp_seconds!;
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === WEB_VITALS_ROUTE) sent.push(request);
  });
  const collector = collectorArrival(page);
  await openIn(page, 'en', '/terms-of-use');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await pressAndWaitForCollector(page, collector, () => footer.getByRole('heading').first().click());
  expect(sent).toEqual([]);
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy/);
  // Sent from the page still open, once, and counted under the landing view's labels.
  await expect.poll(async () => (await viewsCounted(terms)).lcp_seconds).toBeGreaterThan(before);
  expect(sent).toHaveLength(1);
});

test('the collector is fetched only once the page is live, as its own chunk', async ({ page }) => {
  // When the document was marked live, against the collector's download in the resource timings.
  // The script runs before the document has its root element: it watches the whole document.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.page !== 'ready') return;
      (window as unknown as { liveAt: number }).liveAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page'] });
  });
  const collector = page.waitForResponse((response) => /\/after-live-web-vitals\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));
  await openIn(page, 'en', '/terms-of-use');
  await collector;
  const { liveAt, fetchedAt } = await page.evaluate(() => ({
    liveAt: (window as unknown as { liveAt?: number }).liveAt,
    fetchedAt: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/after-live-web-vitals.'))?.startTime,
  }));
  expect(liveAt).toBeDefined();
  expect(fetchedAt).toBeGreaterThanOrEqual(liveAt!);
});
