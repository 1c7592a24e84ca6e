import type { Page } from '@playwright/test';
import { publishedPosts } from '../support/marketing';
import { expect, openIn, test } from '../support/fixtures';

// Static parts (remote-kit's StaticPart) are rendered by the server and kept by the browser as they
// were sent: not hydrated, their texts and a post's body never sent a second time as JavaScript or
// page state. Drawn in the browser only when a client navigation opens them.

const POST = {
  slug: 'social-listening-basics',
  title: 'Social listening basics: what it is and why your brand needs it',
  section: 'Three things to do in your first week',
  paragraph: /^Page analytics only tell you what happens on your own channels/,
};
// The blog service's calls, whichever name of the sandbox's host the environment gives the browser.
const BLOG_LIST_CALL = /\/blog-api\/blogs(\?|$)/;
const blogDetailCall = (slug: string) => new RegExp(`/blog-api/blogs/${slug}(\\?|$)`);
// Words of the terms that only the terms page's static part shows.
const TERMS_WORDS = 'scheduled maintenance, announced in advance where possible';

/** Collects console errors and uncaught exceptions: a hydration mismatch is logged as an error. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** The text of every script the page downloads from here on. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(await response.text().catch(() => ''));
  });
  return scripts;
}

/** Remembers, as the document is parsed and before any script ran, the server's node a selector finds. */
async function markServerNode(page: Page, selector: string): Promise<void> {
  await page.addInitScript((found) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverNode?: Element | null }).serverNode = document.querySelector(found);
    });
  }, selector);
}

const serverNodeKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { serverNode?: Element | null }).serverNode?.isConnected === true);

const pageState = (page: Page) => page.locator('#ew-page-state').textContent();

test.describe('home page, as the server sends it', () => {
  test.use({ javaScriptEnabled: false });

  test('holds the pricing teaser and the three newest posts without any script', async ({ page }) => {
    await page.goto('/?lng=en');
    const pricing = page.getByRole('region', { name: 'Clear pricing for every size of team' });
    await expect(pricing.getByRole('heading', { level: 3 })).toHaveText(['Basic', 'Standard', 'Premium', 'Professional']);
    await expect(pricing.getByText('VND 28,000,000/month')).toBeVisible();
    await expect(pricing.getByRole('link', { name: 'See full pricing' })).toHaveAttribute('href', '/packages?lng=en');
    const latest = page.getByRole('region', { name: 'Latest articles' });
    const newest = (await publishedPosts(page, 'en')).slice(0, 3).map((post) => post.title);
    await expect(latest.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(newest);
    await expect(latest.getByRole('status')).toHaveCount(0);
  });
});

test.describe('home page, hydrated', () => {
  test('asks the blog service for nothing and keeps the teaser as sent', async ({ page }) => {
    const problems = watchProblems(page);
    const blogCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/blog-api\/blogs/.test(request.url()) && request.resourceType() !== 'image') blogCalls.push(request.url());
    });
    await markServerNode(page, 'section[aria-labelledby="home-pricing-title"]');
    await page.goto('/?lng=en');
    await expect(page.locator('html[data-page="ready"]')).toBeAttached();
    const latest = page.getByRole('region', { name: 'Latest articles' });
    await expect(latest.getByRole('article')).toHaveCount(3);
    // Near the screen, the latest posts hydrate, from the data the page came with.
    const code = page.waitForResponse((response) => /\/marketing-blog\/.+\.js$/.test(response.url()));
    await latest.scrollIntoViewIfNeeded();
    await code;
    await page.waitForLoadState('networkidle');
    await expect(latest.getByRole('article')).toHaveCount(3);
    expect(await serverNodeKept(page)).toBe(true);
    await expect(page.getByRole('region', { name: 'Clear pricing for every size of team' })).toBeVisible();
    expect(blogCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('shows the failure with a retry when the blog service fails', async ({ page }) => {
    await page.route(BLOG_LIST_CALL, (route) => route.fulfill({ status: 503, body: 'down' }));
    // Client navigation to home, so the latest posts are asked for by the browser, whose calls fail.
    await page.goto('/terms-of-use?lng=en');
    await page.getByRole('banner').getByRole('link', { name: 'EchoWatch', exact: true }).click();
    const latest = page.getByRole('region', { name: 'Latest articles' });
    const alert = latest.getByRole('alert');
    await expect(alert).toHaveText(/The latest articles could not be loaded/, { timeout: 20_000 });
    await page.unroute(BLOG_LIST_CALL);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(latest.getByRole('article')).toHaveCount(3);
  });
});

test.describe('legal page', () => {
  test('stays as the server sent it once hydrated, its texts not downloaded again', async ({ page }) => {
    const problems = watchProblems(page);
    const scripts = watchScripts(page);
    await markServerNode(page, 'main h1');
    await page.goto('/terms-of-use?lng=en');
    await expect(page.locator('html[data-page="ready"]')).toBeAttached();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(main.getByText(TERMS_WORDS)).toBeVisible();
    expect(await serverNodeKept(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((text) => text.includes(TERMS_WORDS))).toEqual([]);
    expect(await pageState(page)).not.toContain(TERMS_WORDS);
    expect(problems).toEqual([]);
  });

  test('is drawn in full when a client navigation opens it', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/?lng=en');
    await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/terms-of-use\?lng=en$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(main.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(10);
    await expect(main.getByText(TERMS_WORDS)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('blog post', () => {
  test('keeps the body the server sent once hydrated, and the page state does not carry it', async ({ page }) => {
    const problems = watchProblems(page);
    await markServerNode(page, 'main article h2');
    await page.goto(`/blog-detail/${POST.slug}?lng=en`);
    await expect(page.locator('html[data-page="ready"]')).toBeAttached();
    const article = page.getByRole('main').getByRole('article', { name: POST.title });
    await expect(article.getByRole('heading', { level: 2, name: POST.section })).toBeVisible();
    await expect(article.getByText(POST.paragraph)).toBeVisible();
    expect(await serverNodeKept(page)).toBe(true);
    const state = await pageState(page);
    expect(state).toContain(POST.title);
    expect(state).not.toContain(POST.section);
    expect(problems).toEqual([]);
  });

  test('is fetched and drawn in full when a client navigation opens it', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/discovery?lng=en');
    await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true));
    const detail = page.waitForResponse((response) => blogDetailCall(POST.slug).test(response.url()));
    await page.getByRole('main').getByRole('link', { name: POST.title }).first().click();
    await detail;
    await expect(page).toHaveURL(new RegExp(`/blog-detail/${POST.slug}\\?lng=en$`));
    const article = page.getByRole('main').getByRole('article', { name: POST.title });
    await expect(article.getByRole('heading', { level: 2, name: POST.section })).toBeVisible();
    await expect(article.getByText(POST.paragraph)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('a language switch', () => {
  const pageWords = (page: Page) => page.getByRole('main').evaluate((main) => (main as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

  for (const route of ['/terms-of-use', '/solutions/brand-health-measurement']) {
    test(`${route}: draws the static parts again in the chosen language`, async ({ page, browser }) => {
      const fresh = await browser.newPage({ viewport: page.viewportSize() });
      await openIn(fresh, 'en', route);
      await fresh.waitForFunction(() => document.documentElement.dataset.page === 'ready');
      const expected = await pageWords(fresh);
      await fresh.close();

      const problems = watchProblems(page);
      await openIn(page, 'vi', route);
      await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('link', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect.poll(() => pageWords(page)).toBe(expected);
      expect(problems).toEqual([]);
    });
  }

  test('/: the pricing teaser follows it', async ({ page }) => {
    await openIn(page, 'vi', '/');
    await expect(page.getByRole('region', { name: 'Bảng giá rõ ràng cho mọi quy mô' })).toBeVisible();
    await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('link', { name: 'English' }).click();
    const pricing = page.getByRole('region', { name: 'Clear pricing for every size of team' });
    await expect(pricing.getByText('VND 28,000,000/month')).toBeVisible();
    await expect(pricing.getByRole('link', { name: 'See full pricing' })).toBeVisible();
  });
});
