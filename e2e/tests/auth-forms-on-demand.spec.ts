import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { createAccount, expectOnConsole, uniqueEmail } from '../support/auth-sandbox';
import { LOGIN_TEXT } from '../support/auth-texts';
import { expect, openIn, test } from '../support/fixtures';

// The auth remote's scripts that carry the form library, as its build's bundle report names them.
const chunkMap = path.resolve(__dirname, '..', '..', 'apps', 'auth-flows', 'reports', 'chunks.json');
const chunks = JSON.parse(readFileSync(chunkMap, 'utf8')) as Record<string, Record<string, number>>;
const FORM_LIBRARY_FILES = Object.entries(chunks)
  .filter(([, packages]) => 'formik' in packages || 'yup' in packages)
  .map(([file]) => file);
const isFormLibrary = (url: string) => FORM_LIBRARY_FILES.some((file) => url.endsWith(`/${file}`));

const text = LOGIN_TEXT.en;

/** Counts the form-library scripts the page asks for, holding each back for `delayMs`. */
async function watchFormLibrary(page: Page, delayMs = 0) {
  const requested: string[] = [];
  await page.route((url) => isFormLibrary(url.href), async (route: Route) => {
    requested.push(route.request().url());
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  return requested;
}

test('the form library is in the build, so this test watches something real', () => {
  expect(FORM_LIBRARY_FILES.length).toBeGreaterThan(0);
});

test('a first visit to /login downloads no form library until the visitor reaches for the form', async ({ page }) => {
  const requested = await watchFormLibrary(page);
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
  const requested = await watchFormLibrary(page, 1500);
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
