import { createAccount, expectOnConsole, uniqueEmail } from '../support/auth-sandbox';
import { LOGIN_TEXT } from '../support/auth-texts';
import { expect, openIn, test } from '../support/fixtures';
import { hydrated, openImpatiently, stillServerMarkup } from '../support/first-paint';
import { formLibraryFiles, watchFormLibrary } from '../support/form-library';

const FORM_LIBRARY_FILES = formLibraryFiles('auth-flows');

const text = LOGIN_TEXT.en;
const FORGOT = { email: 'Email', send: 'Send' } as const;

test('the form library is in the build, so this test watches something real', () => {
  expect(FORM_LIBRARY_FILES.length).toBeGreaterThan(0);
});

test('a first visit to /login downloads no form library until the visitor reaches for the form', async ({ page }) => {
  const requested = await watchFormLibrary(page, FORM_LIBRARY_FILES);
  await openIn(page, 'en', '/login');
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: text.username })).toBeVisible();
  expect(requested).toEqual([]);

  await main.getByRole('textbox', { name: text.username }).click();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

test('what was typed and a send tried before the form library arrived are kept, and the send is made once', async ({ page }) => {
  const account = await createAccount(page.request, { email: uniqueEmail('on-demand'), full_name: 'Lê Thu Hà' });
  const requested = await watchFormLibrary(page, FORM_LIBRARY_FILES, 1500);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login') && request.method() !== 'OPTIONS') logins.push(request.method());
  });
  await openIn(page, 'en', '/login');
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: text.username }).fill(account.email);
  await main.getByLabel(text.password, { exact: true }).fill(account.password);
  await main.getByLabel(text.password, { exact: true }).press('Enter');
  // The browser's own submission would have put the fields in the address.
  expect(page.url()).not.toContain(encodeURIComponent(account.email));
  expect(requested.length).toBeGreaterThan(0);

  await expectOnConsole(page, account.full_name);
  expect(logins).toEqual(['POST']);
});

// The captcha box is a check box: it ticks on the tap itself, before the form's code has come (the
// page's scripts are held back, so "before" is certain), and the form takes it as it was left.
for (const phone of [false, true]) {
  const device = phone ? 'a throttled phone' : 'a computer';

  test(`the captcha box tapped at first paint ticks at once and is verified once the form is live, on ${device} @mobile`, async ({ context }) => {
    const { page, release } = await openImpatiently(context, '/forgot-password?lng=en', { phone });
    const main = page.getByRole('main');
    const box = main.getByRole('checkbox', { name: text.robot });
    await box.click();
    expect(await box.isChecked()).toBe(true);
    expect(await stillServerMarkup(page)).toBe(true);
    release();
    await expect(main.getByText('Verified')).toBeVisible({ timeout: 30_000 });
    await expect(box).toBeChecked();
    await expect(main.getByRole('button', { name: FORGOT.send, exact: true })).toBeEnabled();
    await page.close();
  });

  test(`the captcha box tapped twice at first paint stays unticked once the form is live, on ${device} @mobile`, async ({ context }) => {
    const { page, release } = await openImpatiently(context, '/forgot-password?lng=en', { phone });
    const main = page.getByRole('main');
    const box = main.getByRole('checkbox', { name: text.robot });
    await box.click();
    await box.click();
    expect(await box.isChecked()).toBe(false);
    release();
    await hydrated(page);
    // Live: the next tap is the form's own, and asks for a token.
    await main.getByRole('textbox', { name: FORGOT.email }).click();
    await expect(main.getByRole('button', { name: FORGOT.send, exact: true })).toBeDisabled();
    await expect(box).not.toBeChecked();
    await expect(main.getByText('Verified')).toHaveCount(0);
    await page.close();
  });
}
