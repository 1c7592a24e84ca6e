import type { Page } from '@playwright/test';
import { startOwnSite } from '../support/own-site';
import { publishedPosts } from '../support/marketing';
import { expect, expectAccessible, inLanguage, openIn, test } from '../support/fixtures';

const main = (page: Page) => page.getByRole('main');

const SOLUTIONS = {
  'brand-health-measurement': { vi: 'Đo lường sức khỏe thương hiệu bằng dữ liệu thảo luận thật', en: 'Measure brand health with real conversation data' },
  'campaign-performance-tracking': { vi: 'Theo dõi hiệu quả chiến dịch theo thời gian thực', en: 'Track campaign performance in real time' },
  'customer-care': { vi: 'Chăm sóc khách hàng từ những gì họ nói trên mạng', en: 'Customer care from what people say online' },
} as const;

const FEATURES = {
  'collecting-data': { vi: 'Thu thập dữ liệu từ mọi nơi khách hàng lên tiếng', en: 'Collect data wherever customers speak up' },
  'data-analysis': { vi: 'Phân tích dữ liệu để hiểu điều khách hàng thật sự nghĩ', en: 'Analyze data to understand what customers really think' },
  'alert-report': { vi: 'Cảnh báo tức thì và báo cáo tự động', en: 'Instant alerts and automatic reports' },
} as const;

const CTA = {
  vi: { report: 'Đăng ký dịch vụ báo cáo', register: 'Dùng thử miễn phí 15 ngày' },
  en: { report: 'Request the report service', register: 'Start your free 15-day trial' },
} as const;

test.describe('solution and feature pages', () => {
  for (const [kind, pages] of [['solutions', SOLUTIONS], ['features', FEATURES]] as const) {
    for (const language of ['vi', 'en'] as const) {
      test(`the three ${kind} pages have their own content and calls to action (${language}) @mobile`, async ({
        page,
      }) => {
        for (const [slug, titles] of Object.entries(pages)) {
          await openIn(page, language, `/${kind}/${slug}`);
          await expect(main(page).getByRole('heading', { level: 1, name: titles[language] })).toBeVisible();
          await expect(main(page).getByRole('heading', { level: 3 })).toHaveCount(3);
          await expect(main(page).getByRole('listitem').first()).toBeVisible();
          await expect(main(page).getByRole('link', { name: CTA[language].report }).first()).toHaveAttribute('href', `/reporting-service?lng=${language}`);
          await expect(main(page).getByRole('link', { name: CTA[language].register }).first()).toHaveAttribute('href', `/register?trial=1&lng=${language}`);
        }
        await expectAccessible(page);
        await main(page).getByRole('link', { name: CTA[language].report }).first().click();
        await expect(page).toHaveURL(inLanguage(/\/reporting-service$/, language));
      });
    }
  }
});

const FAQ = {
  vi: {
    title: 'Câu hỏi thường gặp về sản phẩm',
    crumbs: ['Hỗ trợ', 'Dữ liệu và nguồn tin', 'Tôi có thể xem dữ liệu của những tháng trước không?'],
    other: 'Tôi nhận cảnh báo qua những kênh nào?',
    otherCrumbs: ['Hỗ trợ', 'Cảnh báo và báo cáo', 'Tôi nhận cảnh báo qua những kênh nào?'],
    common: 'Câu hỏi phổ biến',
    trialQuestion: 'Tôi có thể dùng thử miễn phí không?',
    breadcrumb: 'Đường dẫn',
    topics: 'Chủ đề và câu hỏi',
    allTopics: 'Tất cả chủ đề',
  },
  en: {
    title: "Product's FAQs",
    crumbs: ['Support', 'Data and sources', 'Can I see data from previous months?'],
    other: 'Where do alerts arrive?',
    otherCrumbs: ['Support', 'Alerts and reports', 'Where do alerts arrive?'],
    common: 'Common questions',
    trialQuestion: 'Can I try it for free?',
    breadcrumb: 'Breadcrumb',
    topics: 'Topics and questions',
    allTopics: 'All topics',
  },
} as const;

test.describe('FAQ', () => {
  for (const language of ['vi', 'en'] as const) {
    const text = FAQ[language];

    test(`topic and question come from the address, with the breadcrumb Support > topic > question (${language}) @mobile`, async ({
      page,
    }) => {
      // The product's hash form still opens its answer, and the address becomes the query the server renders.
      await openIn(page, language, '/faqs/detail#1#2');
      await expect(main(page).getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const crumbs = main(page).getByRole('navigation', { name: text.breadcrumb }).getByRole('listitem');
      await expect(crumbs).toHaveText([...text.crumbs]);
      await expect(main(page).getByRole('heading', { level: 2, name: text.crumbs[2] })).toBeVisible();
      await expect(page).toHaveURL(inLanguage(/\/faqs\/detail\?topic=1&question=2$/, language));
      await expect(main(page).getByRole('link', { name: text.allTopics, exact: true })).toHaveAttribute('aria-current', 'true');
      await expectAccessible(page);

      await main(page).getByRole('navigation', { name: text.topics }).getByRole('link', { name: text.other }).click();
      await expect(page).toHaveURL(inLanguage(/\/faqs\/detail\?topic=2&question=0$/, language));
      await expect(crumbs).toHaveText([...text.otherCrumbs]);
      await expect(main(page).getByRole('heading', { level: 2, name: text.other })).toBeFocused();
      await page.goBack();
      await expect(crumbs).toHaveText([...text.crumbs]);
    });

    test(`the server renders the answer its address names (${language})`, async ({ request }) => {
      const response = await request.get(`/faqs/detail?topic=2&question=0&lng=${language}`);
      const html = await response.text();
      expect(html).toContain(`>${text.other}</h2>`);
      expect(html).not.toMatch(/href="[^"]*#\d+#\d+"/);
    });

    test(`the FAQ home and the common questions sub-route (${language}) @mobile`, async ({ page }) => {
      await openIn(page, language, '/faqs');
      await expect(main(page).getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(5);
      await main(page).getByRole('link', { name: text.common }).click();
      await expect(page).toHaveURL(inLanguage(/\/faqs\/common-faqs$/, language));
      // Native disclosures, one open at a time: the first question's answer shows, a second closes it.
      const questions = main(page).locator('details');
      const trial = questions.filter({ has: page.getByRole('heading', { name: text.trialQuestion }) });
      await expect(trial).toHaveAttribute('open', '');
      await questions.nth(1).locator('summary').click();
      await expect(questions.nth(1)).toHaveAttribute('open', '');
      await expect(trial).not.toHaveAttribute('open');
      await trial.locator('summary').click();
      await expect(trial).toHaveAttribute('open', '');
      await expectAccessible(page);
    });
  }

  test('has no route when the faqs flag is off', async ({ page }) => {
    // The flag decides the server's routes too: a site whose environment file turns it off.
    const site = await startOwnSite((config) => {
      config.flags.faqs = false;
    });
    try {
      const response = await page.goto(`${site.url}/faqs?lng=en`);
      expect(response?.status()).toBe(404);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Content does not exist' })).toBeVisible();
      await page.goto(`${site.url}/faqs/detail?lng=en#0#0`);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Content does not exist' })).toBeVisible();
    } finally {
      await site.stop();
    }
  });
});

test.describe('insight', () => {
  for (const language of ['vi', 'en'] as const) {
    test(`lists the expert-hub posts with their report downloads (${language}) @mobile`, async ({ page }) => {
      const expert = await publishedPosts(page, language, '3,4');
      await openIn(page, language, '/insight');
      await expect(main(page).getByRole('heading', { level: 1, name: language === 'vi' ? 'Báo cáo chuyên sâu' : 'Insight reports' })).toBeVisible();
      await expect(main(page).getByRole('tablist')).toHaveCount(0);
      await expect(main(page).getByRole('status')).toHaveText(language === 'vi' ? `${expert.length} bài viết` : `${expert.length} articles`);
      await expect(main(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText(expert.slice(0, 10).map((post) => post.title));
      const withReport = expert.find((post) => post.report_file)!;
      const download = main(page).getByRole('link', { name: new RegExp(`${language === 'vi' ? 'Tải báo cáo' : 'Download report'}: ${withReport.title.replace(/[()]/g, '.')}`) });
      await expect(download).toHaveAttribute('href', new RegExp(`/blog-api/media/reports/${withReport.slug}\\.pdf$`));
      const pdf = await page.request.get((await download.getAttribute('href'))!);
      expect(pdf.headers()['content-disposition']).toContain('attachment');
      await expectAccessible(page);
    });
  }
});
