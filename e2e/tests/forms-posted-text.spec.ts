import type { APIRequestContext, Page } from '@playwright/test';
import { LOGIN_TEXT } from '../support/auth-texts';
import { expect, test } from '../support/fixtures';
import { SITE_URL } from '../support/local-sites';

// What `String.replace` would expand, and what would end an attribute or open a tag.
const PAYLOADS = ['$&', '$`', "$'", '$$', '"', "'", '<', '>', '$& autofocus onfocus=alert(1) style=position:fixed;inset:0', '"><img src=x>'];

// Every form that posts to its page as a first visit finds it.
const FORMS = ['/login', '/register', '/forgot-password', '/reporting-service'];

interface FieldShape {
  name: string;
  attributes: string[];
}

/** The form's named boxes, each with the attributes it carries apart from its value. */
function fieldShapes(page: Page): Promise<FieldShape[]> {
  return page.locator('main form[method="post"]').evaluateAll((forms) =>
    forms.flatMap((form) =>
      [...form.querySelectorAll('input[name], textarea[name], select[name]')].map((field) => ({
        name: field.getAttribute('name')!,
        // The value, and what a form that checked what was posted says of it (an error tied to the field).
        attributes: field
          .getAttributeNames()
          .filter((name) => !['value', 'aria-invalid', 'aria-describedby'].includes(name))
          .sort(),
      })),
    ),
  );
}

async function postedPage(request: APIRequestContext, path: string, form: Record<string, string>): Promise<string> {
  const answer = await request.post(`${path}?lng=en`, { form, headers: { 'Sec-Fetch-Site': 'same-origin', Origin: SITE_URL } });
  // A page that answers its form itself (the report form) refuses what is invalid with 400.
  expect([200, 400]).toContain(answer.status());
  return answer.text();
}

test.describe('text posted to a form without its code', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of FORMS) {
    test(`is only ever text in ${path}: no field gains an attribute, every plain field holds it exactly`, async ({ page }) => {
      await page.goto(`${path}?lng=en`);
      const before = await fieldShapes(page);
      expect(before.length).toBeGreaterThan(0);
      for (const payload of PAYLOADS) {
        const html = await postedPage(page.request, path, Object.fromEntries(before.map((field) => [field.name, payload])));
        await page.setContent(html);
        expect(await fieldShapes(page), payload).toEqual(before);
        await expect(page.locator('[autofocus], [onfocus], img[src="x"]')).toHaveCount(0);
        const plain = page.locator('main form[method="post"] :is(input:not([type]), input[type="text"], input[type="email"], input[type="tel"], textarea)[name]');
        const kept = await plain.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
        for (const value of kept) expect(value === '' || value === payload, `${path} kept ${JSON.stringify(value)} for ${JSON.stringify(payload)}`).toBe(true);
        expect(kept, `${path} kept nothing of ${payload}`).toContain(payload);
      }
    });
  }
});

test('a sign-in form another site makes a visitor post is not echoed: the visitor lands on the empty page', async ({ page }) => {
  // A page of another origin that auto-submits a form to the site, as a hostile site would.
  await page.route('http://elsewhere.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${SITE_URL}/login?lng=en"><input name="username" value="$&amp; autofocus style=top:0"></form><script>document.forms[0].submit()</script>`,
    }),
  );
  await page.goto('http://elsewhere.test/');
  await page.waitForURL(`${SITE_URL}/login?lng=en`);
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: LOGIN_TEXT.en.username })).toHaveValue('');
  await expect(page.locator('.ew-posted-form-notice')).toHaveCount(0);
  await expect(page.locator('[autofocus]')).toHaveCount(0);
});
