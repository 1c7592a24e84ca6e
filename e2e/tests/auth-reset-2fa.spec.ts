import {
  createAccount,
  expectOnConsole,
  mailedLink,
  secretOfResetLink,
  totp,
  TOTP_SECRET,
  uniqueEmail,
  wrongTotp,
} from '../support/auth-sandbox';
import { signInByEmail } from '../support/auth-pages';
import { LANGUAGES, LOGIN_TEXT } from '../support/auth-texts';
import { expect, expectAccessible, fastForwardTo, inLanguage, openIn, pageNow, test } from '../support/fixtures';

const TEXT = {
  vi: {
    requestTitle: 'Đặt lại xác thực hai lớp',
    email: 'Email',
    password: 'Mật khẩu',
    send: 'Gửi',
    checkMail: 'Vui lòng kiểm tra email của bạn',
    resend: 'Gửi lại',
    resendLimited: 'Bạn đã yêu cầu gửi lại quá nhiều lần, vui lòng thử lại sau',
    title: 'Đặt lại ứng dụng xác thực',
    qr: 'Mã QR để thêm EchoWatch vào ứng dụng xác thực',
    steps: 'Cách liên kết ứng dụng xác thực mới',
    code: 'Mã xác thực',
    confirm: 'Xác nhận',
    cancel: 'Huỷ',
    invalidOtp: 'Mã OTP không hợp lệ',
    confirmLimited: 'Bạn đã xác nhận sai quá nhiều lần, vui lòng thử lại sau',
    done: 'Ứng dụng xác thực của bạn đã được đặt lại.',
    redirect: /Chuyển tới trang đăng nhập sau \d giây/,
    expired: 'Phiên đăng nhập đã hết hạn',
    loginAction: 'Đăng nhập',
  },
  en: {
    requestTitle: 'Reset two-factor authentication',
    email: 'Email',
    password: 'Password',
    send: 'Send',
    checkMail: 'Please check your email',
    resend: 'Resend',
    resendLimited: 'Resend rate limited',
    title: 'Reset two-factor authenticator',
    qr: 'QR code that adds EchoWatch to your authenticator app',
    steps: 'How to pair your new authenticator',
    code: 'Authentication code',
    confirm: 'Confirm',
    cancel: 'Cancel',
    invalidOtp: 'Invalid OTP code',
    confirmLimited: 'Confirm rate limited',
    done: 'Your authenticator has been reset.',
    redirect: /Going to the login page in \d s/,
    expired: 'Login session expired',
    loginAction: 'Login',
  },
} as const;

for (const language of LANGUAGES) {
  test.describe(`reset the authenticator (${language})`, () => {
    const text = TEXT[language];
    const login = LOGIN_TEXT[language];

    test('asks from the pending sign-in, pairs the new secret from the mailed link, and the next sign-in uses it', async ({ page }) => {
      const account = await createAccount(page.request, {
        email: uniqueEmail(`reset-2fa-${language}`),
        totp_secret: TOTP_SECRET,
        full_name: 'Lê Lợi',
      });
      await page.clock.install();
      await signInByEmail(page, language, account.email, account.password);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: login.resetTwoFactor }).click();

      await expect(page).toHaveURL(inLanguage(/\/forgot-otp$/, language));
      await expect(main.getByRole('heading', { level: 1, name: text.requestTitle })).toBeVisible();
      await expect(main.getByRole('textbox', { name: text.email })).toHaveValue(account.email);
      await expectAccessible(page);
      await main.getByLabel(text.password, { exact: true }).fill(account.password);
      await main.getByRole('button', { name: text.send, exact: true }).click();
      await expect(main.getByRole('heading', { level: 2, name: text.checkMail })).toBeVisible();
      const link = await mailedLink(page, account.email, /^\/reset-2fa\//);

      await openIn(page, language, link);
      await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const qr = main.getByRole('img', { name: text.qr });
      await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
      await expect(main.getByRole('region', { name: text.steps }).getByRole('listitem')).toHaveCount(5);
      await expectAccessible(page);

      // What the phone reads from the QR code, then the app's current code.
      const secret = await secretOfResetLink(page.request, link.split('/').at(-1)!.split('?')[0]!);
      const code = main.getByRole('textbox', { name: text.code });
      await code.fill(wrongTotp(secret));
      await main.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(main.getByRole('alert')).toHaveText(text.invalidOtp);
      await code.fill(totp(secret));
      await main.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(main.getByText(text.done)).toBeVisible();
      await expect(main.getByRole('timer')).toHaveText(text.redirect);
      const noticeShown = await pageNow(page);
      // The notice counts 5 s down, then opens the login page.
      await fastForwardTo(page, noticeShown, 3_500);
      await expect(main.getByText(text.done)).toBeVisible();
      await fastForwardTo(page, noticeShown, 5_500);
      await expect(page).toHaveURL(inLanguage(/\/login$/, language));

      // The old secret no longer works; the new one does.
      await signInByEmail(page, language, account.email, account.password);
      const signInCode = main.getByRole('textbox', { name: login.code });
      await signInCode.fill(totp(TOTP_SECRET) === totp(secret) ? wrongTotp(secret) : totp(TOTP_SECRET));
      await signInCode.press('Enter');
      await expect(main.getByRole('alert')).toHaveText(login.invalidOtp);
      await signInCode.fill(totp(secret));
      await signInCode.press('Enter');
      await expectOnConsole(page, account.full_name);
    });

    test('says the sign-in expired and goes to login after 10 s', async ({ page }) => {
      const account = await createAccount(page.request, {
        email: uniqueEmail(`reset-2fa-expired-${language}`),
        totp_secret: TOTP_SECRET,
        pending_2fa_ms: 1500,
      });
      await page.clock.install();
      await signInByEmail(page, language, account.email, account.password);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: login.resetTwoFactor }).click();
      await main.getByLabel(text.password, { exact: true }).fill(account.password);
      // The pending sign-in lapses on the server and its cookie in the browser: time the page's
      // clock does not keep.
      await page.waitForTimeout(2000);
      await main.getByRole('button', { name: text.send, exact: true }).click();
      await expect(main.getByRole('alert')).toHaveText(text.expired);
      const noticeShown = await pageNow(page);
      await expect(main.getByRole('button', { name: text.loginAction, exact: true })).toBeVisible();
      await expect(main.getByLabel(text.password, { exact: true })).toBeDisabled();
      await expectAccessible(page);
      // Back to the login page 10 s after the notice, not before.
      await fastForwardTo(page, noticeShown, 8_500);
      await expect(main.getByRole('alert')).toHaveText(text.expired);
      await fastForwardTo(page, noticeShown, 10_500);
      await expect(page).toHaveURL(inLanguage(/\/login$/, language));
    });
  });
}

test('limits resends (32) and confirmations (32, then Confirm is off)', async ({ page }) => {
  const account = await createAccount(page.request, { email: uniqueEmail('reset-2fa-limits'), totp_secret: TOTP_SECRET });
  await signInByEmail(page, 'en', account.email, account.password);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Reset two factor authentication' }).click();
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Please check your email' })).toBeVisible();
  const resend = main.getByRole('button', { name: 'Resend', exact: true });
  for (let sent = 2; sent <= 3; sent += 1) {
    await resend.click();
    await mailedLink(page, account.email, /^\/reset-2fa\//, sent);
  }
  await resend.click();
  await expect(main.getByRole('alert')).toHaveText('Resend rate limited');

  const link = await mailedLink(page, account.email, /^\/reset-2fa\//, 3);
  await openIn(page, 'en', link);
  const code = main.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeVisible();
  const secret = await secretOfResetLink(page.request, link.split('/').at(-1)!.split('?')[0]!);
  const confirm = main.getByRole('button', { name: 'Confirm', exact: true });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await code.fill(wrongTotp(secret));
    await confirm.click();
    await expect(main.getByRole('alert')).toHaveText(attempt < 5 ? 'Invalid OTP code' : 'Confirm rate limited');
  }
  await expect(confirm).toBeDisabled();
  await main.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(inLanguage(/\/login$/, 'en'));
});

test('an unknown reset link goes to login', async ({ page }) => {
  await openIn(page, 'vi', '/reset-2fa/unknown-link');
  await expect(page).toHaveURL(inLanguage(/\/login$/, 'vi'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
});
