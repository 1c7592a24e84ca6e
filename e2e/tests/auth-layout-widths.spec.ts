import type { Page } from '@playwright/test';
import { expectAuthPageFits } from '../support/auth-layout-check';
import { signInByEmail, solveCaptcha } from '../support/auth-pages';
import { createAccount, createInvitation, mailedLink, TOTP_SECRET, uniqueEmail, uniquePhone } from '../support/auth-sandbox';
import { LANGUAGES, LOGIN_TEXT, type Language } from '../support/auth-texts';
import { expect, openIn, test } from '../support/fixtures';
import { SANDBOX_URL } from '../support/local-sites';

// Every auth page (and each step of its form) on a phone and at the widest mobile layout (834 px,
// docs/product-rules.md, R-SITE-2): nothing wider than the viewport, nothing outside its card.
const WIDTHS = [375, 834] as const;
// Flows that create accounts run once per width, in the language of that width's check.
const FLOW_LANGUAGE: Record<(typeof WIDTHS)[number], Language> = { 375: 'vi', 834: 'en' };

const TEXT = {
  vi: {
    government: /Cơ quan nhà nước/,
    business: /Doanh nghiệp/,
    organization: 'Tên tổ chức',
    fullName: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại di động',
    agree: 'Tôi đồng ý với Điều khoản sử dụng',
    continue: 'Tiếp tục',
    province: 'Tỉnh/Thành phố',
    provinceName: 'Đà Nẵng',
    password: 'Mật khẩu',
    confirm: 'Xác nhận mật khẩu',
    register: 'Đăng ký',
    registered: 'Đăng ký thành công',
    send: 'Gửi',
    checkMail: 'Vui lòng kiểm tra email của bạn',
    resend: 'Gửi lại',
    newPassword: 'Mật khẩu mới',
    loginNow: 'ĐĂNG NHẬP NGAY',
    memberPassword: 'Mật khẩu',
  },
  en: {
    government: /Government body/,
    business: /Business/,
    organization: 'Organization name',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Mobile phone',
    agree: 'I agree to the Terms of use',
    continue: 'Continue',
    province: 'Province or city',
    provinceName: 'Da Nang',
    password: 'Password',
    confirm: 'Confirm password',
    register: 'Register',
    registered: 'Registration complete',
    send: 'Send',
    checkMail: 'Please check your email',
    resend: 'Resend',
    newPassword: 'New password',
    loginNow: 'LOG IN NOW',
    memberPassword: 'Password',
  },
} as const;

/**
 * Opens a page in both languages and checks each, once it shows `settledTitle` where a page first
 * shows a state of its own (a link being checked) and then another.
 */
async function checkInBothLanguages(page: Page, path: string, what: string, settledTitle?: Record<Language, string>): Promise<void> {
  for (const language of LANGUAGES) {
    await openIn(page, language, path);
    if (settledTitle) await expect(page.getByRole('main').getByRole('heading', { level: 1, name: settledTitle[language] })).toBeVisible();
    await expectAuthPageFits(page, language, `${what} (${language})`);
  }
}

const REFUSED_LINK_TITLE: Record<Language, string> = { vi: 'Liên kết không còn hiệu lực', en: 'This link no longer works' };

for (const width of WIDTHS) {
  test.describe(`auth pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    const language = FLOW_LANGUAGE[width];
    const text = TEXT[language];

    test('login: the app-download page, also after a password reset', async ({ page }) => {
      await checkInBothLanguages(page, '/login', 'login');
      await checkInBothLanguages(page, '/login/reset', 'login after a reset');
    });

    test('register: both choices, both steps and the completion page', async ({ page }) => {
      await openIn(page, language, '/register');
      const main = page.getByRole('main');
      await expectAuthPageFits(page, language, 'register, step 1');
      await main.getByRole('radio', { name: text.business }).check();
      await expectAuthPageFits(page, language, 'register, business notice');
      await main.getByRole('radio', { name: text.government }).check();
      await main.getByRole('textbox', { name: text.organization }).fill('Sở Thông tin và Truyền thông tỉnh Bà Rịa Vũng Tàu');
      await main.getByRole('textbox', { name: text.fullName }).fill('Nguyễn Thị Thu Trang');
      await main.getByRole('textbox', { name: text.email }).fill(uniqueEmail(`layout-register-${width}`));
      await main.getByRole('textbox', { name: text.phone }).fill(uniquePhone());
      await main.getByRole('checkbox', { name: text.agree }).check();
      await expectAuthPageFits(page, language, 'register, government form');
      await main.getByRole('button', { name: text.continue }).click();

      await main.getByRole('combobox', { name: text.province }).click();
      await expectAuthPageFits(page, language, 'register, step 2 with the province list open');
      await main.getByRole('option', { name: text.provinceName, exact: true }).click();
      await main.getByLabel(text.password, { exact: true }).fill('Dang@Ky2026');
      await main.getByLabel(text.confirm, { exact: true }).fill('Dang@Ky2026');
      await solveCaptcha(page, language);
      await expectAuthPageFits(page, language, 'register, step 2');
      await main.getByRole('button', { name: text.register, exact: true }).click();
      await expect(main.getByRole('heading', { level: 2, name: text.registered })).toBeVisible();
      await expectAuthPageFits(page, language, 'register, done');
    });

    test('forgot password: the request, a refused link, the mail sent and the new password', async ({ page }) => {
      await checkInBothLanguages(page, '/forgot-password', 'forgot password');
      await checkInBothLanguages(page, '/forgot-password/not-a-valid-reset-token', 'forgot password, refused link', REFUSED_LINK_TITLE);

      const account = await createAccount(page.request, { email: uniqueEmail(`layout-forgot-${width}`) });
      await openIn(page, language, '/forgot-password');
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: text.email }).fill(account.email);
      await solveCaptcha(page, language);
      await main.getByRole('button', { name: text.send, exact: true }).click();
      await expect(main.getByRole('heading', { level: 2, name: text.checkMail })).toBeVisible();
      await main.getByRole('button', { name: text.resend, exact: true }).click();
      await expectAuthPageFits(page, language, 'forgot password, mail sent, resending');

      await openIn(page, language, await mailedLink(page, account.email, /^\/forgot-password\//));
      await expect(main.getByLabel(text.newPassword, { exact: true })).toBeVisible();
      await expectAuthPageFits(page, language, 'forgot password, new password');
    });

    test('two-factor reset: the request, the mail sent and the new authenticator', async ({ page }) => {
      const account = await createAccount(page.request, {
        email: uniqueEmail(`layout-2fa-${width}`),
        totp_secret: TOTP_SECRET,
      });
      // The code form, and the way to /forgot-otp, only exist where the site signs people in.
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInByEmail(page, language, account.email, account.password);
      await expect(page.getByRole('main').getByRole('link', { name: LOGIN_TEXT[language].resetTwoFactor })).toBeVisible();
      await page.setViewportSize({ width, height: 800 });

      await openIn(page, language, '/forgot-otp');
      const main = page.getByRole('main');
      await expect(main.getByRole('textbox', { name: text.email })).toHaveValue(account.email);
      await expectAuthPageFits(page, language, 'two-factor reset request');
      await main.getByLabel(text.password, { exact: true }).fill(account.password);
      await main.getByRole('button', { name: text.send, exact: true }).click();
      await expect(main.getByRole('heading', { level: 2, name: text.checkMail })).toBeVisible();
      await expectAuthPageFits(page, language, 'two-factor reset, mail sent');

      await openIn(page, language, await mailedLink(page, account.email, /^\/reset-2fa\//));
      await expect(main.getByRole('img')).toBeVisible();
      await expectAuthPageFits(page, language, 'new authenticator');
    });

    test('account links: refused confirm and invite links, and a confirmed account asking for the app', async ({ page }) => {
      await checkInBothLanguages(page, '/register/confirm?requestId=not-a-real-link', 'refused confirm link');
      await checkInBothLanguages(page, '/invite?requestId=not-a-real-link', 'refused invite link');

      const email = uniqueEmail(`layout-confirm-${width}`);
      const created = await page.request.post(`${SANDBOX_URL}/__sandbox/pending-registration`, {
        data: { email, full_name: 'Phạm Thị Lan' },
      });
      expect(await created.json()).toMatchObject({ code: 0 });
      await openIn(page, language, await mailedLink(page, email, '/register/confirm'));
      const loginNow = page.getByRole('main').getByRole('button', { name: text.loginNow });
      await loginNow.click();
      await expect(loginNow).toHaveAttribute('aria-expanded', 'true');
      await expectAuthPageFits(page, language, 'confirmed account with the app-download panel');
    });

    test('invited member: the account form', async ({ page }) => {
      const email = uniqueEmail(`layout-invited-${width}-with-a-rather-long-address`);
      await createInvitation(page.request, email, 'Sở Văn hoá, Thể thao và Du lịch thành phố Hồ Chí Minh', 'quantri.vanphong@hochiminhcity.gov.vn');
      await openIn(page, language, await mailedLink(page, email, '/user'));
      await expect(page.getByRole('main').getByLabel(text.memberPassword, { exact: true })).toBeVisible();
      await expectAuthPageFits(page, language, 'invited member');
    });
  });
}

// At 834 px and below /login is the app-download page (docs/product-rules.md, R-ROUTE-5), so the forms are
// checked at the narrowest window that shows them; their cards only, the site header being the
// shell's own.
test.describe('the sign-in forms at 835 px, the narrowest window that shows them', () => {
  test.use({ viewport: { width: 835, height: 800 } });
  const cardsOnly = { wholePage: false };

  for (const language of LANGUAGES) {
    test(`email and phone tabs and the two-factor code form (${language})`, async ({ page }) => {
      const login = LOGIN_TEXT[language];
      await openIn(page, language, '/login');
      const main = page.getByRole('main');
      await expect(main.getByRole('textbox', { name: login.username })).toBeVisible();
      await expectAuthPageFits(page, language, 'login by email', cardsOnly);
      await main.getByRole('tab', { name: login.tabPhone }).click();
      await expectAuthPageFits(page, language, 'login by phone', cardsOnly);

      const account = await createAccount(page.request, { email: uniqueEmail(`layout-login-${language}`), totp_secret: TOTP_SECRET });
      await signInByEmail(page, language, account.email, account.password);
      await expect(main.getByRole('textbox', { name: login.code })).toBeVisible();
      await expectAuthPageFits(page, language, 'two-factor code', cardsOnly);
    });
  }
});
