import { createAccount, expectOnConsole, totp, TOTP_SECRET, uniqueEmail, wrongTotp } from '../support/auth-sandbox';
import { signInByEmail } from '../support/auth-pages';
import { LANGUAGES, LOGIN_TEXT } from '../support/auth-texts';
import { expect, expectAccessible, fastForwardTo, pageNow, test } from '../support/fixtures';

for (const language of LANGUAGES) {
  test.describe(`two-factor sign-in (${language})`, () => {
    const text = LOGIN_TEXT[language];

    test('replaces the login form with the code form, refuses a wrong code and accepts a pasted TOTP', async ({ page, context }) => {
      const account = await createAccount(page.request, {
        email: uniqueEmail(`2fa-${language}`),
        totp_secret: TOTP_SECRET,
        full_name: 'Trần Thu Hà',
      });
      await signInByEmail(page, language, account.email, account.password);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: text.twoFactorTitle })).toBeVisible();
      await expect(main.getByRole('tablist')).toHaveCount(0);
      await expect(main.getByLabel(text.password, { exact: true })).toHaveCount(0);
      const code = main.getByRole('textbox', { name: text.code });
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(code).toBeFocused();
      await expect(main.getByRole('link', { name: text.resetTwoFactor })).toHaveAttribute('href', `/forgot-otp?lng=${language}`);
      await expectAccessible(page);

      await code.fill(wrongTotp(TOTP_SECRET));
      await code.press('Enter');
      await expect(main.getByRole('alert')).toHaveText(text.invalidOtp);

      // Pasting "123 456" keeps the digits.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const current = totp(TOTP_SECRET);
      await page.evaluate((value) => navigator.clipboard.writeText(value), `${current.slice(0, 3)} ${current.slice(3)}`);
      await code.fill('');
      await code.focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(code).toHaveValue(current);
      await main.getByRole('button', { name: text.confirm, exact: true }).click();
      await expectOnConsole(page, account.full_name);
    });

    test('says the sign-in expired, disables the form and returns to the login form after 10 s', async ({ page }) => {
      const account = await createAccount(page.request, {
        email: uniqueEmail(`2fa-expired-${language}`),
        totp_secret: TOTP_SECRET,
        pending_2fa_ms: 1500,
      });
      await page.clock.install();
      await signInByEmail(page, language, account.email, account.password);
      const main = page.getByRole('main');
      const code = main.getByRole('textbox', { name: text.code });
      await code.fill(totp(TOTP_SECRET));
      // The pending sign-in lapses on the server and its cookie in the browser: time the page's
      // clock does not keep.
      await page.waitForTimeout(2000);
      await code.press('Enter');
      await expect(main.getByRole('alert')).toHaveText(text.sessionExpired);
      const noticeShown = await pageNow(page);
      await expect(code).toBeDisabled();
      await expect(main.getByRole('button', { name: text.confirm, exact: true })).toBeDisabled();
      await expect(main.getByRole('button', { name: text.loginAction, exact: true })).toBeVisible();
      await expectAccessible(page);
      // Back to the login form 10 s after the notice, not before.
      await fastForwardTo(page, noticeShown, 8_500);
      await expect(main.getByRole('alert')).toHaveText(text.sessionExpired);
      await fastForwardTo(page, noticeShown, 10_500);
      await expect(main.getByRole('textbox', { name: text.username })).toBeVisible();
      await expect(main.getByRole('textbox', { name: text.code })).toHaveCount(0);
    });
  });
}

test('an account whose secret is unusable gets "Invalid secret key"', async ({ page }) => {
  const account = await createAccount(page.request, { email: uniqueEmail('2fa-secret'), totp_secret: 'not-a-secret!' });
  await signInByEmail(page, 'en', account.email, account.password);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Authentication code' }).fill('123456');
  await main.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(main.getByRole('alert')).toHaveText('Invalid secret key');
});

test('five wrong codes rate limit the account, even for the right code', async ({ page }) => {
  const account = await createAccount(page.request, { email: uniqueEmail('2fa-limit'), totp_secret: TOTP_SECRET });
  await signInByEmail(page, 'vi', account.email, account.password);
  const main = page.getByRole('main');
  const code = main.getByRole('textbox', { name: 'Mã xác thực' });
  const alert = main.getByRole('alert');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await code.fill(wrongTotp(TOTP_SECRET));
    await code.press('Enter');
    await expect(alert).toHaveText(attempt < 5 ? 'Mã OTP không hợp lệ' : 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau');
    if (attempt < 5) await expect(main.getByRole('button', { name: 'Xác nhận', exact: true })).toBeEnabled();
  }
  await code.fill(totp(TOTP_SECRET));
  await code.press('Enter');
  await expect(alert).toHaveText('Bạn đã thử quá nhiều lần, vui lòng thử lại sau');
});
