import { expect, openIn, test } from '../support/fixtures';
import { formLibraryFiles, watchFormLibrary } from '../support/form-library';
import { readReportContacts, uniqueContactEmail } from '../support/report-contacts';
import { REPORT_SERVICE_TEXT } from '../support/report-service-texts';

const FORM_LIBRARY_FILES = formLibraryFiles('pricing-reporting');
const { fields: FIELD, ...TEXT } = REPORT_SERVICE_TEXT.en;

test('the form library is in the build, so these tests watch something real', () => {
  expect(FORM_LIBRARY_FILES.length).toBeGreaterThan(0);
});

test('/reporting-service goes live without the form library, which comes when the visitor reaches for the form', async ({ page }) => {
  const requested = await watchFormLibrary(page, FORM_LIBRARY_FILES);
  await openIn(page, 'en', '/reporting-service');
  await page.waitForLoadState('networkidle');
  const name = page.getByRole('main').getByRole('textbox', { name: FIELD.name });
  await expect(name).toBeVisible();
  expect(requested).toEqual([]);

  await name.click();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

test('what was filled in and a send tried before the form library arrived are kept, and the request is sent once', async ({ page }) => {
  const email = uniqueContactEmail('on-demand');
  const requested = await watchFormLibrary(page, FORM_LIBRARY_FILES, 1500);
  const sends: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/report-contact/send') && request.method() !== 'OPTIONS') sends.push(request.method());
  });
  await openIn(page, 'en', '/reporting-service');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('main').locator('form[method="post"]');
  await form.getByRole('textbox', { name: FIELD.name }).fill('Hoàng Minh Châu');
  await form.getByRole('textbox', { name: FIELD.phone }).fill('0935 246 810');
  await form.getByRole('textbox', { name: FIELD.email }).fill(email);
  await form.getByRole('textbox', { name: FIELD.department }).fill('Public relations');
  await form.getByRole('textbox', { name: FIELD.organization }).fill('Vietjet Aviation');
  await form.getByRole('button', { name: TEXT.submit }).click();
  expect(requested.length).toBeGreaterThan(0);
  expect(page.url()).not.toContain(encodeURIComponent(email));

  // Made by the page once the form's code is there: it checks the form, keeps every box, and
  // sends nothing while a required choice is missing.
  await expect(form.getByRole('combobox', { name: FIELD.industry })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: FIELD.email })).toHaveValue(email);
  await expect(form.getByRole('textbox', { name: FIELD.name })).toHaveValue('Hoàng Minh Châu');
  expect(sends).toEqual([]);

  await form.getByRole('combobox', { name: FIELD.industry }).selectOption({ index: 1 });
  await form.getByRole('combobox', { name: FIELD.province }).selectOption({ index: 1 });
  await form.getByRole('checkbox', { name: TEXT.custom }).check();
  await form.getByRole('checkbox', { name: TEXT.phoneCall }).check();
  await form.getByRole('radio', { name: TEXT.monthly }).check();
  await form.getByRole('button', { name: TEXT.submit }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: TEXT.success })).toBeVisible();
  expect(sends).toEqual(['POST']);
  expect(await readReportContacts(page, email)).toHaveLength(1);
});
