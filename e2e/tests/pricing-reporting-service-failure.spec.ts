import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { patchEnvironment, takeRemoteDown } from '../support/composition';
import { expect, openIn, test } from '../support/fixtures';
import { REMOTES_URL } from '../support/local-sites';
import { publishVariant, replaceInScripts, ownSitesPerTest } from '../support/own-site';
import { blankMoments, watchForBlankPageArea } from '../support/page-area';

const TEXT = {
  vi: {
    fallback: 'Phần này tạm thời chưa tải được',
    retry: 'Thử lại',
    title: 'Dịch vụ báo cáo chuyên sâu từ dữ liệu mạng xã hội',
    toService: 'Tìm hiểu dịch vụ báo cáo',
  },
  en: {
    fallback: 'This part of the site could not be loaded',
    retry: 'Try again',
    title: 'In-depth reports built on social listening data',
    toService: 'Learn about the report service',
  },
} as const;

const LANGUAGES = ['vi', 'en'] as const;

/** The page area as the server sent it: what a visitor sees first, and all a crawler ever sees. */
async function serverPageArea(url: string): Promise<{ status: number; main: string }> {
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, main: /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '' };
}

/**
 * Makes the pricing remote's report-service part throw as soon as it loads, in both of its builds
 * and in both languages: each language's texts are a chunk of their own in the browser build.
 */
function breakReportPage(folder: string): void {
  const broken = '(() => { throw new Error("broken report-service page"); })()';
  for (const language of LANGUAGES) {
    const title = TEXT[language].title;
    const changed = replaceInScripts(folder, `"${title}"`, broken) + replaceInScripts(folder, `'${title}'`, broken);
    // The server build and the language's own browser chunk.
    expect(changed).toBeGreaterThanOrEqual(2);
  }
}

async function expectFallback(page: Page, language: 'vi' | 'en'): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: TEXT[language].fallback })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('button', { name: TEXT[language].retry })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** The server's own answer for /reporting-service carries the localised fallback, in both languages. */
async function expectServerFallback(siteUrl: string): Promise<void> {
  for (const language of LANGUAGES) {
    const sent = await serverPageArea(`${siteUrl}/reporting-service?lng=${language}`);
    expect(sent.status).toBe(200);
    expect(sent.main).toContain(TEXT[language].fallback);
  }
}

test.describe('/reporting-service with a failing pricing remote', () => {
  for (const language of LANGUAGES) {
    test(`remote missing: the localised fallback, never a blank page area (${language})`, async ({ page }) => {
      await watchForBlankPageArea(page);
      await patchEnvironment(page, { remoteLoading: { timeoutMs: 1500, retries: 1 } });
      await takeRemoteDown(page, 'pricing-reporting', 'down');
      await openIn(page, language, '/reporting-service');
      await expectFallback(page, language);
      expect(await blankMoments(page)).toEqual([]);
    });
  }

  test('its report-service part missing: the fallback when coming from /packages, never a blank page area', async ({
    page,
  }) => {
    await watchForBlankPageArea(page);
    await openIn(page, 'en', '/packages');
    // Every file of the remote answers, except the one that holds the report-service page.
    await page.route(`${REMOTES_URL}/pricing-reporting/**/*.js`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(TEXT.en.title)) await route.fulfill({ status: 404, body: 'Not found' });
      else await route.fulfill({ response, body });
    });
    await page.getByRole('main').getByRole('link', { name: TEXT.en.toService }).click();
    await expect(page).toHaveURL(/\/reporting-service(\?|$)/);
    await expectFallback(page, 'en');
    expect(await blankMoments(page)).toEqual([]);

    await page.unroute(`${REMOTES_URL}/pricing-reporting/**/*.js`);
    await page.getByRole('button', { name: TEXT.en.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.title })).toBeVisible({ timeout: 15_000 });
  });

  test.describe('with a server of its own', () => {
    const { cleanups, start: startSite } = ownSitesPerTest(test);

    test('remote throwing: the server sends the fallback in the page area, and the browser keeps it', async ({ page }) => {
      const variant = publishVariant('pricing-reporting', '9.0.0-throwing-report-page', breakReportPage);
      cleanups.push(variant.remove);
      const site = await startSite((config) => {
        config.remotes['pricing-reporting'] = variant.manifest;
      });
      await expectServerFallback(site.url);
      // The rest of the remote is untouched.
      expect((await serverPageArea(`${site.url}/packages?lng=en`)).main).not.toContain(TEXT.en.fallback);

      await watchForBlankPageArea(page);
      await page.goto(`${site.url}/reporting-service?lng=vi`);
      await expectFallback(page, 'vi');
      expect(await blankMoments(page)).toEqual([]);
    });

    const brokenServerBuilds: [string, (folder: string) => void][] = [
      ['is missing', (folder) => rmSync(path.join(folder, 'server'), { recursive: true })],
      ['throws when it loads', (folder) => writeFileSync(path.join(folder, 'server', 'remoteEntry.js'), "throw new Error('broken build');")],
    ];
    for (const [problem, breakIt] of brokenServerBuilds) {
      test(`server build ${problem}: the server sends the fallback, then the browser build shows the page`, async ({ page }) => {
        const variant = publishVariant('pricing-reporting', `9.0.0-server-${problem.replace(/\W+/g, '-')}`, breakIt);
        cleanups.push(variant.remove);
        const site = await startSite((config) => {
          config.remotes['pricing-reporting'] = variant.manifest;
        });
        await expectServerFallback(site.url);

        await watchForBlankPageArea(page);
        await page.goto(`${site.url}/reporting-service?lng=en`);
        await expect(page.getByRole('heading', { level: 1, name: TEXT.en.title })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(TEXT.en.fallback)).toHaveCount(0);
        expect(await blankMoments(page)).toEqual([]);
      });
    }
  });
});
