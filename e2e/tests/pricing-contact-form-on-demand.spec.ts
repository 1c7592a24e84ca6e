import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, openIn, test } from '../support/fixtures';
import { readReportContacts, uniqueContactEmail } from '../support/report-contacts';

// The pricing remote's scripts that carry the form library, as its build's bundle report names them.
const chunkMap = path.resolve(__dirname, '..', '..', 'apps', 'pricing-reporting', 'reports', 'chunks.json');
const chunks = JSON.parse(readFileSync(chunkMap, 'utf8')) as Record<string, Record<string, number>>;
const FORM_LIBRARY_FILES = Object.entries(chunks)
  .filter(([, packages]) => 'formik' in packages || 'yup' in packages)
  .map(([file]) => file);
const isFormLibrary = (url: string) => FORM_LIBRARY_FILES.some((file) => url.endsWith(`/${file}`));

const TEXT = {
  name: 'Full name',
  phone: 'Phone number',
  email: 'Email',
  department: 'Department',
  organization: 'Organization or company',
  industry: 'Industry',
  province: 'Province or city',
  custom: 'Custom report',
  phoneCall: 'Phone call',
  monthly: 'Monthly',
  submit: 'Send request',
  success: 'Your request has been sent',
};

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

test('the form library is in the build, so these tests watch something real', () => {
  expect(FORM_LIBRARY_FILES.length).toBeGreaterThan(0);
});

test('/reporting-service goes live without the form library, which comes when the visitor reaches for the form', async ({ page }) => {
  const requested = await watchFormLibrary(page);
  await openIn(page, 'en', '/reporting-service');
  await page.waitForLoadState('networkidle');
  const name = page.getByRole('main').getByRole('textbox', { name: TEXT.name });
  await expect(name).toBeVisible();
  expect(requested).toEqual([]);

  await name.click();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

test('what was filled in and a send tried before the form library arrived are kept, and the request is sent once', async ({ page }) => {
  const email = uniqueContactEmail('on-demand');
  const requested = await watchFormLibrary(page, 1500);
  const sends: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/report-contact/send') && request.method() !== 'OPTIONS') sends.push(request.method());
  });
  await openIn(page, 'en', '/reporting-service');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('main').locator('form[method="post"]');
  await form.getByRole('textbox', { name: TEXT.name }).fill('Hoàng Minh Châu');
  await form.getByRole('textbox', { name: TEXT.phone }).fill('0935 246 810');
  await form.getByRole('textbox', { name: TEXT.email }).fill(email);
  await form.getByRole('textbox', { name: TEXT.department }).fill('Public relations');
  await form.getByRole('textbox', { name: TEXT.organization }).fill('Vietjet Aviation');
  await form.getByRole('button', { name: TEXT.submit }).click();
  expect(requested.length).toBeGreaterThan(0);
  expect(page.url()).not.toContain(encodeURIComponent(email));

  // Made by the page once the form's code is there: it checks the form, keeps every box, and
  // sends nothing while a required choice is missing.
  await expect(form.getByRole('combobox', { name: TEXT.industry })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: TEXT.email })).toHaveValue(email);
  await expect(form.getByRole('textbox', { name: TEXT.name })).toHaveValue('Hoàng Minh Châu');
  expect(sends).toEqual([]);

  await form.getByRole('combobox', { name: TEXT.industry }).selectOption({ index: 1 });
  await form.getByRole('combobox', { name: TEXT.province }).selectOption({ index: 1 });
  await form.getByRole('checkbox', { name: TEXT.custom }).check();
  await form.getByRole('checkbox', { name: TEXT.phoneCall }).check();
  await form.getByRole('radio', { name: TEXT.monthly }).check();
  await form.getByRole('button', { name: TEXT.submit }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: TEXT.success })).toBeVisible();
  expect(sends).toEqual(['POST']);
  expect(await readReportContacts(page, email)).toHaveLength(1);
});
