import { createAccount, expectOnConsole, mailedLink, uniqueEmail } from '../support/auth-sandbox';
import { signInByEmail, solveCaptcha } from '../support/auth-pages';
import { LANGUAGES, LOGIN_TEXT, type Language } from '../support/auth-texts';
import { expect, expectAccessible, inLanguage, openIn, readOutbox, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

const TEXT = {
  vi: {
    title: 'Quên mật khẩu',
    email: 'Email',
    send: 'Gửi',
    checkMail: 'Vui lòng kiểm tra email của bạn',
    resend: 'Gửi lại',
    resendSubmit: 'Gửi lại email',
    resent: 'Email mới đã được gửi.',
    newTitle: 'Đặt mật khẩu mới',
    newPassword: 'Mật khẩu mới',
    confirm: 'Xác nhận mật khẩu mới',
    save: 'Lưu mật khẩu',
    notMatch: 'Mật khẩu xác nhận không khớp',
    invalidTitle: 'Liên kết không còn hiệu lực',
    invalid: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.',
    locked: 'Thông tin đăng nhập không chính xác hoặc tài khoản đã bị khóa',
  },
  en: {
    title: 'Forgot password',
    email: 'Email',
    send: 'Send',
    checkMail: 'Please check your email',
    resend: 'Resend',
    resendSubmit: 'Resend the email',
    resent: 'A new email has been sent.',
    newTitle: 'Set a new password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    save: 'Save password',
    notMatch: 'The confirmation password does not match',
    invalidTitle: 'This link no longer works',
    invalid: 'The password reset link is invalid or has expired.',
    locked: 'Login details are incorrect or the account has been locked',
  },
} as const;

const NEW_PASSWORD = 'Moi@Matkhau26';

async function requestReset(page: Page, language: Language, email: string) {
  const text = TEXT[language];
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: text.email }).fill(email);
  await solveCaptcha(page, language);
  await main.getByRole('button', { name: text.send, exact: true }).click();
}

for (const language of LANGUAGES) {
  test.describe(`forgot password (${language})`, () => {
    const text = TEXT[language];

    test('mails a link (and a second one on resend), sets the new password and signs in with it', async ({ page }) => {
      const account = await createAccount(page.request, { email: uniqueEmail(`forgot-${language}`), full_name: 'Mai Hắc Đế' });
      await openIn(page, language, '/forgot-password');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(main.getByRole('button', { name: text.send, exact: true })).toBeDisabled();
      await expectAccessible(page);
      await requestReset(page, language, account.email);

      await expect(main.getByRole('heading', { level: 2, name: text.checkMail })).toBeVisible();
      await mailedLink(page, account.email, /^\/forgot-password\//);
      await main.getByRole('button', { name: text.resend, exact: true }).click();
      await expect(main.getByRole('button', { name: text.resendSubmit })).toBeDisabled();
      await solveCaptcha(page, language);
      await main.getByRole('button', { name: text.resendSubmit }).click();
      await expect(main.getByText(text.resent)).toBeVisible();
      await expectAccessible(page);
      const link = await mailedLink(page, account.email, /^\/forgot-password\//, 2);

      await openIn(page, language, link);
      await expect(main.getByRole('heading', { level: 1, name: text.newTitle })).toBeVisible();
      await expect(main.getByText(account.email)).toBeVisible();
      const password = main.getByLabel(text.newPassword, { exact: true });
      const confirm = main.getByLabel(text.confirm, { exact: true });
      await password.fill(NEW_PASSWORD);
      await confirm.fill('Moi@Matkhau27');
      await confirm.blur();
      await expect(confirm).toHaveAccessibleDescription(text.notMatch);
      await expectAccessible(page);
      await confirm.fill(NEW_PASSWORD);
      await main.getByRole('button', { name: text.save }).click();

      await expect(page).toHaveURL(inLanguage(/\/login\/reset$/, language));
      await expect(main.getByRole('status').filter({ hasText: LOGIN_TEXT[language].resetDone })).toBeVisible();
      await expectAccessible(page);
      await signInByEmail(page, language, account.email, NEW_PASSWORD);
      await expectOnConsole(page, account.full_name);

      // The link was spent.
      await page.context().clearCookies();
      await openIn(page, language, link);
      await expect(main.getByRole('heading', { level: 1, name: text.invalidTitle })).toBeVisible();
      await expect(main.getByRole('alert')).toHaveText(text.invalid);
    });

    test('refuses an expired link', async ({ page }) => {
      const account = await createAccount(page.request, { email: uniqueEmail(`forgot-expired-${language}`), link_ms: 1000 });
      await openIn(page, language, '/forgot-password');
      await requestReset(page, language, account.email);
      const link = await mailedLink(page, account.email, /^\/forgot-password\//);
      await page.waitForTimeout(1200);
      await openIn(page, language, link);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.invalidTitle })).toBeVisible();
      await expect(main.getByRole('alert')).toHaveText(text.invalid);
      await expectAccessible(page);
    });
  });
}

test('says an address asked too often is locked (code 32), the same for unknown addresses', async ({ page }) => {
  const email = uniqueEmail('forgot-limit');
  await openIn(page, 'en', '/forgot-password');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await requestReset(page, 'en', email);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Please check your email' })).toBeVisible();
    await openIn(page, 'en', '/forgot-password');
  }
  await requestReset(page, 'en', email);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(TEXT.en.locked);
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  expect(await readOutbox(page, email)).toHaveLength(0);
});

for (const [language, badFormat] of [
  ['en', 'Please enter the correct email format'],
  ['vi', 'Vui lòng nhập đúng định dạng email'],
] as const) {
  test(`says a badly formed email is one, not that the captcha must be done again (${language})`, async ({ page }) => {
    const text = TEXT[language];
    await openIn(page, language, '/forgot-password');
    const main = page.getByRole('main');
    const email = main.getByRole('textbox', { name: text.email });
    await solveCaptcha(page, language);
    await email.fill('mai.nguyen@echowatch');
    await main.getByRole('button', { name: text.send, exact: true }).click();

    await expect(email).toHaveAccessibleDescription(badFormat);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('mai.nguyen@echowatch');
    await expect(main.getByRole('alert')).toHaveCount(0);
    // The captcha was not spent on an address the service would refuse.
    await expect(main.getByRole('checkbox', { name: LOGIN_TEXT[language].robot })).toBeChecked();
    await expectAccessible(page);

    await email.fill('mai.nguyen@echowatch.vn');
    await main.getByRole('button', { name: text.send, exact: true }).click();
    await expect(main.getByRole('heading', { level: 2, name: text.checkMail })).toBeVisible();
  });
}
