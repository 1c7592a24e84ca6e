import { expect, test } from '../support/fixtures';
import { publishedPosts } from '../support/marketing';
import { readReportContacts, uniqueContactEmail } from '../support/report-contacts';
import { fillValidReportForm, REPORT_SERVICE_TEXT } from '../support/report-service-texts';

// A visitor whose browser runs no JavaScript: forms that can work without it do, the others say so.
test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the report form is checked by the server: errors next to the fields, what was typed kept, then sent', async ({ page }) => {
    const text = REPORT_SERVICE_TEXT.en;
    await page.goto('/reporting-service?lng=en');
    const form = page.getByRole('region', { name: text.form });
    await form.getByRole('textbox', { name: text.fields.name }).fill('Hoàng Minh Châu');
    await form.getByRole('textbox', { name: text.fields.email }).fill('not-an-address');
    await form.getByRole('checkbox', { name: text.custom }).check();
    await form.getByRole('button', { name: text.submit }).click();

    // The page comes back at the form, each error tied to its field, and nothing typed lost.
    await expect(page).toHaveURL(/\/reporting-service\?lng=en#contact$/);
    const email = form.getByRole('textbox', { name: text.fields.email });
    await expect(email).toHaveValue('not-an-address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(text.errors.email);
    await expect(form.getByRole('textbox', { name: text.fields.name })).toHaveValue('Hoàng Minh Châu');
    await expect(form.getByRole('checkbox', { name: text.custom })).toBeChecked();
    await expect(form.getByText(text.errors.methods)).toBeVisible();

    const address = uniqueContactEmail('no-script');
    await fillValidReportForm(form, 'en', address);
    await form.getByRole('button', { name: text.submit }).click();

    await expect(form.getByRole('heading', { level: 3, name: text.success })).toBeVisible();
    const [stored] = await readReportContacts(page, address);
    expect(stored).toMatchObject({ name: 'Hoàng Minh Châu', phone: '0935246810', email: address, methods: [2], report_types: [5], received_time: 3 });
  });

  test('the blog search runs on the server and lists what it found', async ({ page }) => {
    await page.goto('/discovery?lng=vi');
    await page.getByRole('searchbox', { name: 'Tìm bài viết' }).fill('khủng hoảng');
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page).toHaveURL(/\/discovery\?lng=vi&keyword=kh%E1%BB%A7ng\+ho%E1%BA%A3ng$/);
    const found = await publishedPosts(page, 'vi', '1,2,3,4', 'khủng hoảng');
    expect(found.length).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toHaveText(found[0]!.title);
  });

  for (const [language, note, other] of [
    ['en', 'This page needs JavaScript', 'Trang này cần JavaScript'],
    ['vi', 'Trang này cần JavaScript', 'This page needs JavaScript'],
  ] as const) {
    // A browser with scripting off shows <noscript>; Chromium with only script execution turned off
    // parses it as text, so the page as served is read.
    test(`a sign-in form that needs its code says so, in the page's language only (${language})`, async ({ page }) => {
      const html = await (await page.request.get(`/login?lng=${language}`)).text();
      const notes = [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((match) => match[1]!);
      expect(notes.length).toBeGreaterThan(0);
      for (const inside of notes) expect(inside).toContain(note);
      expect(html).not.toContain(other);
      expect(html).not.toMatch(/needs JavaScript to run|cần JavaScript để hoạt động/);
    });
  }
});
