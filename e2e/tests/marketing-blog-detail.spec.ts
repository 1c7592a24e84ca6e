import type { Page } from '@playwright/test';
import { SITE_URL } from '../support/local-sites';
import { BLOG_API, publishedPosts } from '../support/marketing';
import { expect, expectAccessible, inLanguage, openIn, test } from '../support/fixtures';

const REPORT = 'bao-cao-thao-luan-nganh-ngan-hang-quy-3-2025';
const UNSAFE = 'gan-ma-theo-doi-chien-dich-an-toan';

const TEXT = {
  vi: { published: '03/11/2025', download: 'Tải báo cáo (PDF)', related: 'Bài viết liên quan', share: 'Chia sẻ bài viết', notFound: 'Nội dung không tồn tại', home: 'Quay về Trang chủ' },
  en: { published: 'November 3, 2025', download: 'Download report (PDF)', related: 'Related articles', share: 'Share this article', notFound: 'Content does not exist', home: 'Back to Home page' },
} as const;

const headContent = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');

test.describe('blog article', () => {
  for (const language of ['vi', 'en'] as const) {
    const text = TEXT[language];

    test(`type, time, title, cleaned content, report download, share links, social tags and related posts (${language}) @mobile`, async ({
      page,
    }) => {
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (/facebook|linkedin|fbcdn|licdn/.test(new URL(request.url()).host)) thirdParty.push(request.url());
      });
      // A Vietnamese post: an English reader who saved the language (not one who asks for the post in
      // English, who gets its translation) reads it under English menus, told it is in Vietnamese.
      if (language === 'vi') await openIn(page, language, `/blog-detail/${REPORT}`);
      else {
        await page.context().addCookies([{ name: 'ew_lng', value: 'en', url: SITE_URL }]);
        await page.goto(`/blog-detail/${REPORT}`);
        await expect(page.getByRole('main').getByRole('note')).toHaveText('This article is written in Vietnamese. Read it in English');
      }
      const article = page.getByRole('main').getByRole('article', { name: 'Báo cáo thảo luận ngành ngân hàng quý III/2025' });
      await expect(article.getByRole('heading', { level: 1 })).toHaveText('Báo cáo thảo luận ngành ngân hàng quý III/2025');
      await expect(article.getByText(language === 'vi' ? 'Báo cáo ngành' : 'Industry report').first()).toBeVisible();
      // The day it was published, as the page's language writes a date.
      await expect(article.locator('time')).toHaveText(text.published);
      await expect(article.getByRole('heading', { level: 2, name: 'Những điểm chính' })).toBeVisible();

      const download = article.getByRole('link', { name: text.download });
      await expect(download).toHaveAttribute('href', new RegExp(`/blog-api/media/reports/${REPORT}\\.pdf$`));
      const pdf = await page.request.get((await download.getAttribute('href'))!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');

      const canonical = `${SITE_URL}/blog-detail/${REPORT}?lng=vi`;
      const share = article.getByRole('region', { name: text.share });
      await expect(share.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('target', '_blank');
      await expect(share.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`,
      );
      await expect(share.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
        'href',
        `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical)}`,
      );
      expect(await headContent(page, 'meta[property="og:title"]')).toBe('Báo cáo thảo luận ngành ngân hàng quý III/2025');
      expect(await headContent(page, 'meta[property="og:type"]')).toBe('article');
      expect(await headContent(page, 'meta[property="og:url"]')).toBe(canonical);
      expect(await headContent(page, 'meta[property="og:image"]')).toMatch(new RegExp(`/blog-api/media/thumbnails/${REPORT}\\.png$`));
      expect(await headContent(page, 'meta[property="og:description"]')).toMatch(/^Quý III\/2025 ghi nhận hơn 2,1 triệu đề cập/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);

      const related = article.getByRole('region', { name: text.related });
      await expect(related.getByRole('article')).toHaveCount(3);
      const expert = (await publishedPosts(page, 'vi', '3,4')).filter((post) => post.slug !== REPORT).slice(0, 3);
      await expect(related.getByRole('heading', { level: 3 })).toHaveText(expert.map((post) => post.title));
      expect(thirdParty).toEqual([]);
      await expectAccessible(page);

      await related.getByRole('heading', { level: 3 }).first().getByRole('link').click();
      await expect(page).toHaveURL(language === 'vi' ? inLanguage(new RegExp(`/blog-detail/${expert[0]!.slug}$`), language) : new RegExp(`/blog-detail/${expert[0]!.slug}$`));
      await expect.poll(() => headContent(page, 'meta[property="og:title"]')).toBe(expert[0]!.title);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    });

    test(`an unknown or unpublished slug shows the not-found screen with a 404 status (${language}) @mobile`, async ({ page }) => {
      for (const slug of ['khong-co-bai-nay', 'content-plan-2026-draft']) {
        const url = new URL(`/blog-detail/${slug}`, SITE_URL);
        url.searchParams.set('lng', language);
        const response = await page.goto(url.pathname + url.search);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
      }
      await expectAccessible(page);
      await page.getByRole('main').getByRole('link', { name: text.home }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });
  }

  test('a post whose HTML carries a script, an error handler and a javascript: link runs none of them @mobile', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const raw = (await (await page.request.get(`${BLOG_API}/blogs/${UNSAFE}`)).json()) as { data: { content: string } };
    expect(raw.data.content).toMatch(/<script>[\s\S]*onerror=[\s\S]*javascript:/);

    await openIn(page, 'vi', `/blog-detail/${UNSAFE}`);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByText('Ví dụ dưới đây là đoạn mã nhúng')).toBeVisible();
    const link = article.getByText('Mở bảng đo lường chiến dịch');
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
    await expect(article.locator('script')).toHaveCount(0);
    await expect(article.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
    await expect(article.getByRole('img', { name: 'Điểm đo lường chiến dịch' })).toBeAttached();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __echowatchInjected?: string }).__echowatchInjected)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
