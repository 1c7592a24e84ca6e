import { expect, expectAccessible, openIn, test } from '../support/fixtures';

// Mailed links that arrive damaged: cut in the middle of an escape, with an escaped slash that would
// add path segments, or thousands of characters long. Each page shows its invalid-link answer.
const MALFORMED = [
  ['a broken escape', '%E0%A4%A'],
  ['5,000 characters', 'x'.repeat(5000)],
] as const;

const RESET_TEXT = {
  vi: {
    invalidTitle: 'Liên kết không còn hiệu lực',
    invalid: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.',
    requestNew: 'Yêu cầu liên kết mới',
    forgotTitle: 'Quên mật khẩu',
  },
  en: {
    invalidTitle: 'This link no longer works',
    invalid: 'The password reset link is invalid or has expired.',
    requestNew: 'Request a new link',
    forgotTitle: 'Forgot password',
  },
} as const;

for (const language of ['vi', 'en'] as const) {
  test.describe(`a damaged password-reset link (${language})`, () => {
    const text = RESET_TEXT[language];
    for (const [label, token] of MALFORMED) {
      test(`with ${label} shows the invalid-link state and offers a new link`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await openIn(page, language, `/forgot-password/${token}`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: text.invalidTitle })).toBeVisible();
        await expect(main.getByRole('alert')).toHaveText(text.invalid);
        await expectAccessible(page);
        await main.getByRole('link', { name: text.requestNew }).click();
        await expect(page).toHaveURL(/\/forgot-password(\?|$)/);
        await expect(main.getByRole('heading', { level: 1, name: text.forgotTitle })).toBeVisible();
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('a damaged account link', () => {
  for (const [label, token] of [...MALFORMED, ['path segments', 'tok-1%2F..%2F..%2Fapi%2Flogout']] as const) {
    test(`confirm link with ${label}: registration verification failed, nothing to resend`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Opened as mailed, byte for byte: a URL object would re-encode the broken escape.
      await page.goto(`/register/confirm?requestId=${token}&lng=en`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Account confirmation' })).toBeVisible();
      await expect(main.getByText(/Registration verification failed\. The confirmation link is incomplete/)).toBeVisible();
      await expect(main.getByRole('button', { name: 'click here to resend' })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('invite link with a broken escape: the invitation is no longer valid (vi)', async ({ page }) => {
    await page.goto('/invite?requestId=%E0%A4%A&lng=vi');
    await expect(
      page.getByRole('main').getByText('Lời mời tham gia tổ chức mà bạn nhận được không còn hiệu lực'),
    ).toBeVisible();
  });
});
