import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, openIn, readOutbox } from '../support/fixtures';
import { firstHtml } from '../support/first-html';
import { readReportContacts, uniqueContactEmail } from '../support/report-contacts';
import { fillValidReportForm as fillValid, REPORT_SERVICE_TEXT as TEXT } from '../support/report-service-texts';


type Language = keyof typeof TEXT;
const LANGUAGES: Language[] = ['vi', 'en'];

async function openReportService(page: Page, language: Language): Promise<Locator> {
  await openIn(page, language, '/reporting-service');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: TEXT[language].title })).toBeVisible();
  return main;
}

function formRegion(main: Locator, language: Language): Locator {
  return main.getByRole('region', { name: TEXT[language].form });
}

/** What the visitor typed and chose, read back from the page. */
async function typedValues(form: Locator, language: Language) {
  const { fields } = TEXT[language];
  return {
    text: await Promise.all(
      [fields.name, fields.phone, fields.email, fields.department, fields.organization].map((name) =>
        form.getByRole('textbox', { name }).inputValue(),
      ),
    ),
    selects: await Promise.all(
      [fields.industry, fields.province].map((name) => form.getByRole('combobox', { name }).inputValue()),
    ),
    checked: await form.locator('input:checked').evaluateAll((inputs) => inputs.map((input) => input.id)),
  };
}

test.describe('report-service page', () => {
  test('arrives rendered with its own style sheet and the form\'s lists in the first HTML', async ({ request }) => {
    const sent = await firstHtml(request, '/reporting-service?lng=en', 'pricing-reporting');
    expect(sent.status).toBe(200);
    expect(sent.main).toContain(TEXT.en.title);
    // The page's outermost element is styled by a sheet that came with the HTML, so it paints styled.
    expect(sent.pageClasses.length).toBeGreaterThan(0);
    for (const name of sent.pageClasses) expect(sent.remoteCss).toContain(`.${name}`);
    // The lists the form chooses from were fetched by the server, so the browser does not ask again.
    expect(sent.pageData).toMatchObject({ locations: { ok: true }, industries: { ok: true } });
    expect(sent.main).toContain(`>${TEXT.en.province}</option>`);
  });

  for (const language of LANGUAGES) {
    const text = TEXT[language];

    test(`walks from the banner through every report to the form (${language}) @mobile`, async ({ page }) => {
      const main = await openReportService(page, language);
      await main.getByRole('button', { name: text.toIntro }).click();
      const first = main.getByRole('region', { name: text.intros[0] });
      await expect(first).toBeFocused();
      await expect(first).toBeInViewport();

      for (const [index, title] of text.intros.entries()) {
        const section = main.getByRole('region', { name: title });
        const following = text.intros[index + 1];
        if (!following) {
          await expect(section.getByRole('button', { name: /^(Tiếp theo|Next):/ })).toHaveCount(0);
          break;
        }
        await section.getByRole('button', { name: text.next(following) }).click();
        const next = main.getByRole('region', { name: following });
        await expect(next).toBeFocused();
        await expect(next).toBeInViewport();
      }

      await page.evaluate(() => window.scrollTo(0, 0));
      await main.getByRole('button', { name: text.toForm }).click();
      await expect(formRegion(main, language)).toBeFocused();
      await expect(formRegion(main, language).getByRole('heading', { level: 2 })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await expectAccessible(page);
    });

    test(`refuses invalid input, then sends a valid request that reaches the sandbox (${language}) @mobile`, async ({
      page,
    }) => {
      const email = uniqueContactEmail(`report-${language}`);
      const main = await openReportService(page, language);
      await main.getByRole('button', { name: text.contact(text.intros[2]) }).click();
      const form = formRegion(main, language);
      await expect(form).toBeFocused();
      await expect(form.getByRole('checkbox', { name: text.campaign })).toBeChecked();
      await expect(form.getByRole('radio', { name: text.weekly })).toBeChecked();

      const name = form.getByRole('textbox', { name: text.fields.name });
      await name.fill('   ');
      await form.getByRole('textbox', { name: text.fields.phone }).fill('12 34');
      await form.getByRole('textbox', { name: text.fields.email }).fill('chau@vietjet');
      const submit = form.getByRole('button', { name: text.submit });
      await submit.click();

      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(text.errors.name);
      await expect(form.getByRole('textbox', { name: text.fields.phone })).toHaveAccessibleDescription(text.errors.phone);
      await expect(form.getByRole('textbox', { name: text.fields.email })).toHaveAccessibleDescription(text.errors.email);
      await expect(form.getByRole('textbox', { name: text.fields.department })).toHaveAccessibleDescription(
        text.errors.department,
      );
      await expect(form.getByRole('combobox', { name: text.fields.industry })).toHaveAccessibleDescription(
        text.errors.industry,
      );
      await expect(form.getByRole('combobox', { name: text.fields.province })).toHaveAccessibleDescription(
        text.errors.province,
      );
      await expect(form.getByText(text.errors.methods)).toBeVisible();
      await expect(submit).toBeDisabled();
      await expectAccessible(page);
      expect(await readReportContacts(page, email)).toEqual([]);

      await fillValid(form, language, email);
      await form.getByRole('textbox', { name: text.fields.name }).press('Tab');
      await expect(submit).toBeEnabled();
      await submit.click();

      const success = form.getByRole('heading', { level: 3, name: text.success });
      await expect(success).toBeVisible();
      await expect(success).toBeFocused();
      await expect(form.getByRole('textbox')).toHaveCount(0);

      await expect.poll(async () => (await readReportContacts(page, email)).length).toBe(1);
      const [stored] = await readReportContacts(page, email);
      expect(stored).toMatchObject({
        name: 'Hoàng Minh Châu',
        phone: '0935246810',
        email,
        department: 'Phòng Quan hệ công chúng',
        organization: 'Công ty Cổ phần Hàng không Vietjet',
        report_types: [3, 5],
        methods: [2],
        received_time: 3,
        location: 4,
        industry_id: 24,
      });
      const [mail] = await readOutbox(page, 'sales@echowatch.vn').then((mails) =>
        mails.filter((item) => item.text.includes(email)),
      );
      expect(mail?.subject).toContain('Công ty Cổ phần Hàng không Vietjet');
      await expectAccessible(page);

      await form.getByRole('button', { name: text.again }).click();
      await expect(form.getByRole('textbox', { name: text.fields.name })).toHaveValue('');
      await expect(form.getByRole('radio', { name: text.weekly })).toBeChecked();
    });
  }

  test('keeps everything typed when sending fails, then sends it (vi) @mobile', async ({ page }) => {
    const email = uniqueContactEmail('report-offline');
    const main = await openReportService(page, 'vi');
    const form = formRegion(main, 'vi');
    await fillValid(form, 'vi', email);
    const typed = await typedValues(form, 'vi');

    await page.route('**/report-contact/send', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: TEXT.vi.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(/Không kết nối được tới máy chủ/);
    expect(await typedValues(form, 'vi')).toEqual(typed);
    expect(await readReportContacts(page, email)).toEqual([]);
    await expectAccessible(page);

    await page.unroute('**/report-contact/send');
    await form.getByRole('button', { name: TEXT.vi.submit }).click();
    await expect(form.getByRole('heading', { level: 3, name: TEXT.vi.success })).toBeVisible();
    await expect.poll(async () => (await readReportContacts(page, email)).length).toBe(1);
  });

  test('keeps everything typed when the API refuses the request (en)', async ({ page }) => {
    const email = uniqueContactEmail('report-refused');
    const main = await openReportService(page, 'en');
    const form = formRegion(main, 'en');
    await fillValid(form, 'en', email);
    const typed = await typedValues(form, 'en');

    await page.route('**/report-contact/send', (route) =>
      route.fulfill({ json: { code: 16, message: 'Try again later', data: null } }),
    );
    await form.getByRole('button', { name: TEXT.en.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(TEXT.en.failure);
    await expect(form.getByRole('alert')).toContainText('error code 16');
    expect(await typedValues(form, 'en')).toEqual(typed);
    await expect(form.getByRole('button', { name: TEXT.en.submit })).toBeEnabled();
    expect(await readReportContacts(page, email)).toEqual([]);
  });
});
