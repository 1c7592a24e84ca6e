import type { Page, Request } from '@playwright/test';
import { LOGIN_TEXT } from '../support/auth-texts';
import { expect, test } from '../support/fixtures';
import { heldFor, hydrated, openImpatiently } from '../support/first-paint';

const text = LOGIN_TEXT.en;
const EMAIL = 'first-paint@echowatch.local';
const PASSWORD = 'Early#Pass9';

/** Every document the browser asked for, with its method: a form sent natively is one of them. */
function documentRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) sent.push(request);
  });
  return sent;
}

const holdsAField = (request: Request) => request.url().includes(encodeURIComponent(EMAIL)) || request.url().includes(PASSWORD);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form posts: the password is in no address, the page says nothing was sent and keeps the email', async ({ page }) => {
    const sent = documentRequests(page);
    await page.goto('/login?lng=en');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: text.username }).fill(EMAIL);
    await main.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await main.getByLabel(text.password, { exact: true }).press('Enter');

    await expect(page.getByRole('alert')).toContainText('nothing was sent');
    expect(sent.filter(holdsAField)).toEqual([]);
    expect(sent.at(-1)?.method()).toBe('POST');
    await expect(main.getByRole('textbox', { name: text.username })).toHaveValue(EMAIL);
    await expect(main.getByLabel(text.password, { exact: true })).toHaveValue('');
  });
});

// Every other form that holds personal data or a secret, as a first visit finds it. (/login's
// sign-in, sent at first paint and made once when live, is in impatient-visitor.spec.ts.) A form
// whose send waits for its captcha box has its send button disabled until then: Enter sends nothing
// at all (the browser never submits past a disabled default button), before or after hydration.
const FORMS = [
  { path: '/forgot-password?lng=en', field: 'Email', sendWaitsForCaptcha: true },
  { path: '/register?lng=en', field: 'Email', sendWaitsForCaptcha: true },
  { path: '/reporting-service?lng=en', field: 'Email', sendWaitsForCaptcha: false },
];

for (const form of FORMS) {
  test(`Enter pressed in ${form.path.split('?')[0]} before its code has arrived is never sent by the browser`, async ({ context }) => {
    const { page, release, documents } = await openImpatiently(context, form.path);
    const main = page.getByRole('main');
    const box = main.getByRole('textbox', { name: form.field, exact: false }).first();
    const send = main.locator('form[method="post"] button[type="submit"]');
    await box.fill(EMAIL);
    await box.press('Enter');
    if (form.sendWaitsForCaptcha) {
      await expect(send).toBeDisabled();
      expect(await heldFor(box)).toBe(false);
    } else {
      // Held by the page's early script: the browser's own submission was stopped before it began.
      expect(await heldFor(box)).toBe(true);
    }
    expect(documents.map((request) => request.method())).toEqual(['GET']);
    release();
    await hydrated(page);
    if (!form.sendWaitsForCaptcha) {
      // Made by the page once live: it checks the form and sends nothing incomplete.
      await expect.poll(() => heldFor(box)).toBe(false);
      await expect(main.locator('[aria-invalid="true"]').first()).toBeVisible();
    }
    expect(documents.map((request) => request.method())).toEqual(['GET']);
    expect(documents.filter(holdsAField)).toEqual([]);
    await expect(box).toHaveValue(EMAIL);
    await page.close();
  });
}
