import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { publishVariant, replaceInScripts, startOwnSite, type OwnSite } from '../support/own-site';
import { expect, test } from '../support/fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
const LIVE = 'Terms of Use';
const CANDIDATE = 'Terms of Use, candidate edition';
const VERSION = '1.1.0-cycle';

/** Runs `pnpm compose …` as a platform engineer would, against the test site's environment file. */
function compose(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools/src/compose-cli.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

async function headingSeenByNewVisitor(browser: Browser, site: OwnSite): Promise<string> {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto(`${site.url}/terms-of-use?lng=en`);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    return (await heading.textContent()) ?? '';
  } finally {
    await visitor.close();
  }
}

test.describe('a remote version goes from published to live and back', () => {
  let site: OwnSite | undefined;
  let removeVariant: (() => void) | undefined;

  test.afterEach(async () => {
    await site?.stop();
    site = undefined;
    removeVariant?.();
  });

  test('publish, preview, promote, roll back — no rebuild, and an open tab keeps working', async ({ browser }) => {
    test.setTimeout(180_000);
    // A team's new build of marketing-blog lands on the CDN under its own version.
    const variant = publishVariant('marketing-blog', VERSION, (folder) => {
      expect(replaceInScripts(folder, LIVE, CANDIDATE)).toBeGreaterThanOrEqual(2);
    });
    removeVariant = variant.remove;
    site = await startOwnSite();

    // Preview: only the tester's browser sees the candidate, on every page it opens, with a banner.
    const tester = await browser.newContext();
    const testerPage = await tester.newPage();
    await testerPage.goto(`${site.url}/terms-of-use?lng=en&remote=marketing-blog@${VERSION}`);
    const banner = testerPage.getByRole('complementary', { name: 'Preview' });
    await expect(banner).toContainText(`marketing-blog ${VERSION}`);
    await expect(testerPage.getByRole('heading', { level: 1, name: CANDIDATE })).toBeVisible();
    await testerPage.goto(`${site.url}/privacy-policy?lng=en`);
    await expect(banner).toBeVisible();
    expect(await headingSeenByNewVisitor(browser, site)).toBe(LIVE);
    await banner.getByRole('link', { name: 'Leave the preview' }).click();
    await expect(banner).toHaveCount(0);
    await tester.close();

    // A visitor who opened the site before the promotion.
    const earlier = await browser.newContext();
    const openTab = await earlier.newPage();
    await openTab.goto(`${site.url}/terms-of-use?lng=en`);
    await expect(openTab.getByRole('heading', { level: 1, name: LIVE })).toBeVisible();

    // Promote: checked, then the one line of the environment file changes; nothing is rebuilt.
    expect(compose('promote', `marketing-blog@${VERSION}`, '--env', site.environmentFile)).toContain(`→ ${VERSION}`);
    await expect.poll(() => headingSeenByNewVisitor(browser, site!)).toBe(CANDIDATE);
    expect(compose('status', '--env', site.environmentFile)).toContain(VERSION);

    // The open tab still navigates on the version it loaded.
    await openTab.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(openTab.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await openTab.goBack();
    await expect(openTab.getByRole('heading', { level: 1, name: LIVE })).toBeVisible();
    await earlier.close();

    // Roll back: one step, and the first version is live again, in the server's answer too (it keeps
    // the first version's module loaded, whose texts the candidate had overwritten).
    expect(compose('rollback', 'marketing-blog', '--env', site.environmentFile)).toContain('Rolled back');
    await expect.poll(() => headingSeenByNewVisitor(browser, site!)).toBe(LIVE);
    const served = await (await fetch(`${site.url}/terms-of-use?lng=en`)).text();
    expect(served).toMatch(new RegExp(`<h1[^>]*>${LIVE}</h1>`));
  });
});
