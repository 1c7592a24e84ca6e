import { createAccount, expectOnConsole, smsCode, uniqueEmail, uniquePhone, waitForAuthEmulator } from '../support/auth-sandbox';
import { LANGUAGES } from '../support/auth-texts';
import { expect, expectAccessible, openIn, test } from '../support/fixtures';

const TEXT = {
  vi: {
    tab: 'Số điện thoại',
    phone: 'Số điện thoại',
    continue: 'Tiếp tục',
    code: 'Mã OTP',
    confirm: 'Xác nhận OTP',
    resendIn: /Gửi lại mã sau \d+ giây/,
    resend: 'Gửi lại mã',
    wrongCode: 'Mã xác minh không chính xác',
    invalid: 'Số điện thoại không hợp lệ',
    notVerified:
      'Số điện thoại của bạn chưa được xác minh, hãy đăng nhập bằng email và xác minh số điện thoại để sử dụng tính năng này',
    notExists: 'Số điện thoại không tồn tại',
  },
  en: {
    tab: 'Phone number',
    phone: 'Phone number',
    continue: 'Continue',
    code: 'OTP code',
    confirm: 'Confirm OTP',
    resendIn: /Resend the code in \d+ s/,
    resend: 'Resend code',
    wrongCode: 'Verification code is incorrect',
    invalid: 'Invalid phone number',
    notVerified:
      'Your phone number has not been verified, Log in with your email and verify your phone number to use this feature',
    notExists: 'The phone number does not exist',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await waitForAuthEmulator(request);
});

for (const language of LANGUAGES) {
  test.describe(`sign in by phone (${language})`, () => {
    const text = TEXT[language];

    test('sends the SMS through Firebase, refuses a wrong code, resends after 60 s and signs in', async ({ page }) => {
      const phone = uniquePhone();
      const account = await createAccount(page.request, {
        email: uniqueEmail(`phone-${language}`),
        phone,
        phone_verified: true,
        full_name: 'Phan Quốc Bảo',
      });
      await page.clock.install();
      await openIn(page, language, '/login');
      const main = page.getByRole('main');
      await main.getByRole('tab', { name: text.tab }).click();
      const number = main.getByRole('textbox', { name: text.phone });
      const next = main.getByRole('button', { name: text.continue });
      await number.pressSequentially(`${phone.slice(0, 4)}a-b ${phone.slice(4, 9)}`);
      await expect(number).toHaveValue(phone.slice(0, 9));
      await expect(next).toBeDisabled();
      await number.pressSequentially(`${phone.slice(9)}99`);
      await expect(number).toHaveValue(phone);
      await expect(next).toBeEnabled();
      await expectAccessible(page);
      await next.click();

      const code = main.getByRole('textbox', { name: text.code });
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      const first = await smsCode(page.request, phone);
      await code.fill(first === '000000' ? '111111' : '000000');
      await main.getByRole('button', { name: text.confirm }).click();
      await expect(main.getByRole('alert')).toHaveText(text.wrongCode);
      await expect(main.getByRole('timer')).toHaveText(text.resendIn);
      await expect(main.getByRole('button', { name: text.resend })).toHaveCount(0);
      await expectAccessible(page);

      await page.clock.fastForward(61_000);
      await main.getByRole('button', { name: text.resend }).click();
      const second = await smsCode(page.request, phone, 2);
      await expect(code).toBeVisible();
      await code.fill(second);
      await main.getByRole('button', { name: text.confirm }).click();
      await expectOnConsole(page, account.full_name);
    });

    test('checks the number before any SMS: format, not verified, not existing', async ({ page }) => {
      const unverified = uniquePhone();
      await createAccount(page.request, { email: uniqueEmail(`phone-unverified-${language}`), phone: unverified });
      await openIn(page, language, '/login');
      const main = page.getByRole('main');
      await main.getByRole('tab', { name: text.tab }).click();
      const number = main.getByRole('textbox', { name: text.phone });
      const next = main.getByRole('button', { name: text.continue });

      await number.fill('0123456789');
      await next.click();
      await expect(number).toHaveAccessibleDescription(new RegExp(text.invalid));
      await expect(number).toHaveAttribute('aria-invalid', 'true');

      await number.fill(unverified);
      await next.click();
      await expect(number).toHaveAccessibleDescription(new RegExp(text.notVerified.replace(/[,]/g, '.')));

      await number.fill(uniquePhone());
      await next.click();
      await expect(number).toHaveAccessibleDescription(new RegExp(text.notExists));
      await expectAccessible(page);
    });
  });
}
