import { FAILURE_REPORT_ROUTE, REMOTE_NAMES, type RemoteName } from '@echowatch/contracts';
import { bringRemoteBack, patchEnvironment, REMOTE_PAGES, takeRemoteDown } from '../support/composition';
import { expect, openIn, test } from '../support/fixtures';
import { METRICS_URL } from '../support/local-sites';

const FALLBACK = /this part of the site could not be loaded/i;

function otherRemote(remote: RemoteName): RemoteName {
  return REMOTE_NAMES.find((name) => name !== remote)!;
}

test.describe('a broken remote stays inside the page area', () => {
  for (const remote of REMOTE_NAMES) {
    test(`${remote} down: fallback after 3 retries, rest of the site works, page loads once it is back`, async ({
      page,
    }) => {
      await patchEnvironment(page, { remoteLoading: { timeoutMs: 3000, retries: 3 } });
      const attempts = await takeRemoteDown(page, remote, 'down');
      const { path, heading } = REMOTE_PAGES[remote];

      await openIn(page, 'en', path);
      await expect(page.getByRole('heading', { level: 1, name: FALLBACK })).toBeVisible({ timeout: 30_000 });
      expect(attempts.filter((url) => url.endsWith('/remoteEntry.js')).length).toBeGreaterThanOrEqual(4);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Another remote's page still loads through the header.
      const other = REMOTE_PAGES[otherRemote(remote)];
      await page.goto(`${other.path}${other.path.includes('?') ? '&' : '?'}lng=en`);
      await expect(page.getByRole('heading', { level: 1, name: other.heading }).first()).toBeVisible();

      // Back on the broken route, still down: the fallback again; then the remote returns.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: FALLBACK })).toBeVisible({ timeout: 30_000 });
      await bringRemoteBack(page, remote);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
    });
  }

  test('with the default budget, a remote that never answers shows the page outline, then the fallback within 8 s', async ({
    page,
  }) => {
    await openIn(page, 'en', '/packages');
    await expect(page.getByRole('heading', { level: 1, name: /packages and pricing/i })).toBeVisible();
    await takeRemoteDown(page, 'marketing-blog', 'hanging');
    const started = Date.now();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    // While the remote is awaited the page area holds a page's outline, not a bare spinner.
    const waiting = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading content…' });
    await expect(waiting).toBeVisible();
    expect((await waiting.boundingBox())?.height ?? 0).toBeGreaterThan(300);
    await expect(page.getByRole('heading', { level: 1, name: FALLBACK })).toBeVisible({ timeout: 15_000 });
    // Budget 8 s (configs/environments/local.json), plus the time the browser takes to show it.
    expect(Date.now() - started).toBeLessThan(9_500);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a remote that fails is reported to the site, which counts it by remote and version in its metrics', async ({ page, request }) => {
    const reportsOf = async () => {
      const text = await (await request.get(METRICS_URL)).text();
      return Number(/site_browser_failure_reports_total\{remote="api-docs",version="1\.0\.0",kind="load"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const before = await reportsOf();
    await patchEnvironment(page, { remoteLoading: { timeoutMs: 2000, retries: 1 } });
    await takeRemoteDown(page, 'api-docs', 'down');
    const beacon = page.waitForRequest((sent) => new URL(sent.url()).pathname === FAILURE_REPORT_ROUTE);
    await openIn(page, 'en', '/open-api-docs');
    await expect(page.getByRole('heading', { level: 1, name: FALLBACK })).toBeVisible({ timeout: 15_000 });
    expect(JSON.parse((await beacon).postData() ?? '{}')).toMatchObject({ kind: 'load', remote: 'api-docs', version: '1.0.0', route: '/open-api-docs' });
    await expect.poll(reportsOf).toBeGreaterThan(before);
  });

  test('a remote that never answers times out into the localised fallback @mobile', async ({ page }) => {
    await patchEnvironment(page, { remoteLoading: { timeoutMs: 800, retries: 3 } });
    await takeRemoteDown(page, 'marketing-blog', 'hanging');
    // The page's hints for the hanging remote hold the load event back; the page itself is there.
    await page.goto('/privacy-policy?lng=vi', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Phần này tạm thời chưa tải được' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
