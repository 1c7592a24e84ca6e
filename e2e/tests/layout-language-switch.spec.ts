import type { Page } from '@playwright/test';
import { expect, openIn, test } from '../support/fixtures';

const SWITCH = { vi: { group: 'Ngôn ngữ', to: 'English' }, en: { group: 'Language', to: 'Tiếng Việt' } } as const;
const OTHER = { vi: 'en', en: 'vi' } as const;
const TOPICS = { vi: 'Chủ đề và câu hỏi', en: 'Topics and questions' } as const;

/** The words of the page area as a visitor sees them. */
const pageWords = (page: Page) => page.getByRole('main').evaluate((main) => (main as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

async function switchLanguage(page: Page, from: 'vi' | 'en') {
  await page.getByRole('group', { name: SWITCH[from].group }).getByRole('link', { name: SWITCH[from].to }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', OTHER[from]);
}

// Every visible string of a sign-in or recovery page follows the switch, the forms included (they
// wait for their code until used): the page reads exactly as it does opened in that language.
for (const route of ['/login', '/register', '/forgot-password']) {
  for (const from of ['vi', 'en'] as const) {
    test(`${route}: switching from ${from} changes every word of the page`, async ({ page, browser }) => {
      const fresh = await browser.newPage({ viewport: page.viewportSize() });
      await openIn(fresh, OTHER[from], route);
      await fresh.waitForFunction(() => document.documentElement.dataset.page === 'ready');
      const expected = await pageWords(fresh);
      await fresh.close();

      await openIn(page, from, route);
      await switchLanguage(page, from);
      await expect.poll(() => pageWords(page)).toBe(expected);
    });
  }
}

test('switching language on a post opens its translation, and Back returns to the post', async ({ page }) => {
  await openIn(page, 'en', '/blog-detail/social-listening-basics');
  await page.waitForFunction(() => document.documentElement.dataset.page === 'ready');
  await switchLanguage(page, 'en');
  await expect(page).toHaveURL(/\/blog-detail\/social-listening-la-gi\?lng=vi$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Social listening là gì/);
  // Back returns to the English post; the page stays in the language chosen, and says so.
  await page.goBack();
  await expect(page).toHaveURL(/\/blog-detail\/social-listening-basics\?lng=vi$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Social listening basics/);
  await expect(page.getByRole('main').getByRole('note')).toHaveText('Bài viết này được viết bằng tiếng Anh. Đọc bản tiếng Việt');
});

test('a post with no translation stays when the language is switched, and says where the posts of that language are', async ({ page }) => {
  await openIn(page, 'en', '/blog-detail/telecom-customer-experience-report-2025');
  await switchLanguage(page, 'en');
  await expect(page).toHaveURL(/\/blog-detail\/telecom-customer-experience-report-2025\?lng=vi$/);
  const note = page.getByRole('main').getByRole('note');
  await expect(note).toHaveText('Bài viết này chỉ có bằng tiếng Anh. Xem các bài viết tiếng Việt');
  await note.getByRole('link').click();
  await expect(page).toHaveURL(/\/insight\?lng=vi$/);
});

test('a post’s language link works before its code does: the server answers with its translation', async ({ request }) => {
  const response = await request.get('/blog-detail/social-listening-basics?lng=vi', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/blog-detail/social-listening-la-gi?lng=vi');
});

test('on a phone, the answer of a tapped question is in view @mobile-only', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const language of ['vi', 'en'] as const) {
    await openIn(page, language, '/faqs/detail#0#0');
    const questions = page.getByRole('main').getByRole('navigation', { name: TOPICS[language] }).getByRole('link');
    const last = questions.last();
    await last.scrollIntoViewIfNeeded();
    const asked = (await last.innerText()).trim();
    await last.tap();
    const answer = page.getByRole('main').getByRole('heading', { level: 2, name: asked });
    await expect(answer).toBeInViewport();
  }
});
