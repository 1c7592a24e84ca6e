import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { test, expect, expectAccessible, openIn } from '../support/fixtures';

const { contact } = localEnvironment as unknown as SiteConfig;
const TEL_HREF = `tel:${contact.hotline.replace(/[^\d+]/g, '')}`;

const TERMS = {
  vi: { title: 'Điều khoản sử dụng', contents: 'Mục lục', firstSection: '1. Chấp nhận điều khoản', lastSection: '10. Hủy dịch vụ' },
  en: { title: 'Terms of Use', contents: 'Contents', firstSection: '1. Acceptance of the terms', lastSection: '10. Cancellation' },
} as const;

const PRIVACY = {
  vi: { title: 'Chính sách bảo mật', contents: 'Mục lục', intro: /tôn trọng quyền riêng tư/, cookies: '3. Cookie' },
  en: { title: 'Privacy Policy', contents: 'Contents', intro: /respects the privacy/, cookies: '3. Cookies' },
} as const;

// Industry 68 is seeded in the sandbox API.
const UNSUBSCRIBE = {
  vi: {
    industry: 'Cơ quan nhà nước',
    headingType1: 'Yêu cầu ngừng nhận bản tin ngành',
    headingType3: 'Yêu cầu ngừng nhận báo cáo thị trường',
    success: 'Hủy đăng ký thành công',
    resubscribe: /Để nhận lại email, vui lòng gọi đến số điện thoại liên hệ/,
    failure: 'Hủy đăng ký không thành công',
    home: 'Về trang chủ',
  },
  en: {
    industry: 'Government and public administration',
    headingType1: 'Request to Stop Receiving Industry Newsletter',
    headingType3: 'Request to Stop Receiving Market Report',
    success: 'Unsubscribed successfully',
    resubscribe: /To receive these emails again, please call our contact number/,
    failure: 'Unsubscribe unsuccessful',
    home: 'Back to Home page',
  },
} as const;

test.describe('terms of use', () => {
  for (const language of ['vi', 'en'] as const) {
    const text = TERMS[language];
    test(`shows the ten sections with working contents links (${language})${language === 'vi' ? ' @mobile' : ''}`, async ({
      page,
    }) => {
      await openIn(page, language, '/terms-of-use');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(10);
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(text.firstSection);
      await expect(main.getByRole('heading', { level: 2 }).last()).toHaveText(text.lastSection);

      const contents = main.getByRole('navigation', { name: text.contents });
      await expect(contents.getByRole('link')).toHaveCount(10);
      await contents.getByRole('link').last().click();
      await expect(page).toHaveURL(/#cancellation$/);
      await expect(main.getByRole('heading', { level: 2, name: text.lastSection })).toBeInViewport();

      await expectAccessible(page);
    });
  }

  test('renders the whole text without header and footer when opened from the app', async ({ page }) => {
    await openIn(page, 'en', '/terms-of-use?from=app');
    await expect(page.getByRole('heading', { level: 1, name: TERMS.en.title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('privacy policy', () => {
  for (const language of ['vi', 'en'] as const) {
    const text = PRIVACY[language];
    test(`shows the banner and the four sections (${language})${language === 'en' ? ' @mobile' : ''}`, async ({
      page,
    }) => {
      await openIn(page, language, '/privacy-policy');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(main.getByText(text.intro)).toBeVisible();
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(4);
      await expect(main.getByRole('heading', { level: 2 }).nth(2)).toHaveText(text.cookies);
      await expect(main.getByRole('navigation', { name: text.contents }).getByRole('link')).toHaveCount(4);
      await expectAccessible(page);
    });
  }

  test('opened from the app: no site header or footer and a shortened banner', async ({ page }) => {
    await openIn(page, 'vi', '/privacy-policy');
    const fullBanner = page.getByRole('heading', { level: 1, name: PRIVACY.vi.title }).locator('..');
    await expect(fullBanner).toBeVisible();
    const fullHeight = (await fullBanner.boundingBox())!.height;

    await openIn(page, 'vi', '/privacy-policy?from=app');
    const title = page.getByRole('heading', { level: 1, name: PRIVACY.vi.title });
    await expect(title).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByText(PRIVACY.vi.intro)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4);
    const compactHeight = (await title.locator('..').boundingBox())!.height;
    expect(compactHeight).toBeLessThan(fullHeight / 2);
    await expectAccessible(page);
  });
});

test.describe('newsletter unsubscribe result', () => {
  for (const language of ['vi', 'en'] as const) {
    const text = UNSUBSCRIBE[language];

    test(`success names the industry and the hotline to call (${language})${language === 'vi' ? ' @mobile' : ''}`, async ({
      page,
    }) => {
      await openIn(page, language, '/unsubscribe-newsletter?isSuccess=true&industryId=68&type=1');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.headingType1 })).toBeVisible();
      await expect(main.getByText(text.industry, { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: text.success })).toBeVisible();
      await expect(main.getByText(text.resubscribe)).toBeVisible();
      await expect(main.getByRole('link', { name: contact.hotline })).toHaveAttribute('href', TEL_HREF);
      await expect(main.getByRole('link', { name: contact.email })).toHaveCount(0);
      await expectAccessible(page);

      await main.getByRole('link', { name: text.home }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });

    test(`failure names the industry and gives the contact (${language})`, async ({ page }) => {
      await openIn(page, language, '/unsubscribe-newsletter?isSuccess=false&industryId=68&type=3');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.headingType3 })).toBeVisible();
      await expect(main.getByText(text.industry, { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: text.failure })).toBeVisible();
      await expect(main.getByRole('link', { name: contact.hotline })).toHaveAttribute('href', TEL_HREF);
      await expect(main.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
      await expect(main.getByRole('link', { name: text.home })).toHaveAttribute('href', `/?lng=${language}`);
      await expectAccessible(page);
    });
  }

  test('a link without isSuccess or a known industry still shows a result', async ({ page }) => {
    await openIn(page, 'en', '/unsubscribe-newsletter?industryId=999999');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Request to Stop Receiving' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: UNSUBSCRIBE.en.failure })).toBeVisible();
    await expect(main.getByRole('status')).toHaveCount(0);
    await expect(main.getByText('Industry:')).toHaveCount(0);
  });
});
