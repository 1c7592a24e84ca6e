import type { Page } from '@playwright/test';
import type { SiteConfig } from '@echowatch/contracts';
import { test, expect, expectAccessible, openIn } from '../support/fixtures';

const TEXT = {
  vi: {
    title: 'Tài liệu Open API',
    menu: 'Danh mục tài liệu Open API',
    phoneToggle: 'Mục lục tài liệu',
    onThisPage: 'Trên trang này',
    introduction: '1. Giới thiệu',
    description: '1.1 Mô tả',
    news: '2. Bài viết',
    topicList: '2.1 Danh sách chủ đề',
    articleSearch: '2.2 Tìm kiếm bài viết',
    parameters: 'Tham số của Tìm kiếm bài viết',
    updating: 'Đang cập nhật...',
    diagram: 'Sơ đồ hệ thống Open API EchoWatch',
    codes: 'Mã phản hồi của Open API',
    contacts: 'Liên hệ hỗ trợ tích hợp',
    process: '1.3 Quy trình tích hợp',
  },
  en: {
    title: 'Open API documentation',
    menu: 'Open API documentation menu',
    phoneToggle: 'Documentation contents',
    onThisPage: 'On this page',
    introduction: '1. Introduction',
    description: '1.1 Description',
    news: '2. News articles',
    topicList: '2.1 Topic list',
    articleSearch: '2.2 Article search',
    parameters: 'Parameters of Article search',
    updating: 'Updating...',
    diagram: 'EchoWatch Open API system diagram',
    codes: 'Open API response codes',
    contacts: 'Integration support contacts',
    process: '1.3 Integration process',
  },
} as const;

const menuOf = (page: Page, name: string) => page.getByRole('navigation', { name });

/** The configuration the shell hands the page, whatever ports the composition runs on. */
async function siteConfig(page: Page): Promise<SiteConfig> {
  return (await (await page.request.get('/env.json')).json()) as SiteConfig;
}

for (const language of ['vi', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`Open API documentation (${language})`, () => {
    test('opens on the Introduction', async ({ page }) => {
      const { hosts, contact } = await siteConfig(page);
      await openIn(page, language, '/open-api-docs');
      const menu = menuOf(page, text.menu);

      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.introduction })).toBeVisible();
      await expect(menu.getByRole('button', { name: text.introduction })).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('button', { name: text.news })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('heading', { level: 3, name: text.description })).toBeVisible();
      await expect(page.getByText(hosts.openApi, { exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: text.diagram })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: text.process })).toBeVisible();
      const codes = page.getByRole('table', { name: text.codes });
      await expect(codes.getByRole('rowheader')).toHaveText(['0', '10', '11', '12', '14', '15', '16', '17', '18', '19']);
      const contacts = page.getByRole('list', { name: text.contacts });
      await expect(contacts.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
      await expect(page.getByText(text.updating)).toHaveCount(0);
      await expectAccessible(page);
    });

    test('expands and collapses a group, deep-links a picked item and restores it on reload', async ({ page }) => {
      await openIn(page, language, '/open-api-docs');
      const menu = menuOf(page, text.menu);
      const news = menu.getByRole('button', { name: text.news });

      await news.click();
      await expect(news).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: text.topicList })).toBeVisible();
      await news.click();
      await expect(news).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link', { name: text.topicList })).toBeHidden();

      await news.click();
      await menu.getByRole('link', { name: text.articleSearch }).click();
      await expect(page).toHaveURL(/\/open-api-docs\/news-articles\/article-search(\?|$)/);
      await expect(page.getByRole('heading', { level: 2, name: text.news })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: text.articleSearch })).toBeInViewport();
      await expect(page.getByRole('table', { name: text.parameters })).toBeVisible();
      await expect(page.getByText(text.updating)).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: text.news })).toBeVisible();
      await expect(menu.getByRole('link', { name: text.articleSearch })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('table', { name: text.parameters })).toBeAttached();
      await expect(page.getByRole('heading', { level: 3, name: text.articleSearch })).toBeInViewport();
      await expectAccessible(page);
    });

    test('falls back to the Introduction for an unknown section', async ({ page }) => {
      await openIn(page, language, '/open-api-docs/webhooks/setup');
      await expect(page).toHaveURL(/\/open-api-docs(\?|$)/);
      await expect(page.getByRole('heading', { level: 2, name: text.introduction })).toBeVisible();
    });

    test('sticks the in-page navigation once the page has scrolled past 133 px', async ({ page }) => {
      await openIn(page, language, '/open-api-docs');
      const onThisPage = page.getByRole('navigation', { name: text.onThisPage });
      await expect(onThisPage).toHaveAttribute('data-sticky', 'false');

      await page.evaluate(() => window.scrollTo({ top: 100, behavior: 'instant' }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
      await expect(onThisPage).toHaveAttribute('data-sticky', 'false');

      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      await expect(onThisPage).toHaveAttribute('data-sticky', 'true');
      expect(await onThisPage.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
      await expect(onThisPage).toBeInViewport();
      await expectAccessible(page);
    });

    test('folds the menu into a block above the content on a phone @mobile', async ({ page }) => {
      await openIn(page, language, '/open-api-docs');
      const menu = menuOf(page, text.menu);
      const toggle = menu.getByRole('button', { name: text.phoneToggle });
      const onPhone = (page.viewportSize()?.width ?? 1280) <= 834;

      if (onPhone) {
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(menu.getByRole('button', { name: text.news })).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const menuBox = (await menu.boundingBox())!;
        const contentBox = (await page.getByRole('heading', { level: 2, name: text.introduction }).boundingBox())!;
        expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(contentBox.y);
      } else {
        await expect(toggle).toBeHidden();
      }

      await menu.getByRole('button', { name: text.news }).click();
      await menu.getByRole('link', { name: text.topicList }).click();
      await expect(page).toHaveURL(/\/open-api-docs\/news-articles\/topic-list(\?|$)/);
      await expect(page.getByRole('heading', { level: 3, name: text.topicList })).toBeInViewport();
      if (onPhone) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expectAccessible(page);
    });
  });
}
