import { createAccount, expectOnConsole, uniqueEmail } from '../support/auth-sandbox';
import { LOGIN_TEXT } from '../support/auth-texts';
import { expect, openIn, test } from '../support/fixtures';
import { formLibraryFiles, watchFormLibrary } from '../support/form-library';

const FORM_LIBRARY_FILES = formLibraryFiles('auth-flows');

const text = LOGIN_TEXT.en;

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
