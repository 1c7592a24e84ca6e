import { expect, openIn, test } from '../support/fixtures';

test('switching language re-renders the shell and the remote page without a reload, and persists', async ({ page }) => {
  await openIn(page, 'en', '/terms-of-use');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: /terms of use/i })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Tiếng Việt' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: /điều khoản sử dụng/i })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Bảng giá' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Chính sách bảo mật' })).toBeVisible();
  await expect(page).toHaveTitle(/^Điều khoản sử dụng \| EchoWatch$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The choice survives a reload; a shared ?lng= link overrides it.
  await page.goto('/packages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dịch vụ báo cáo' })).toBeVisible();
  await page.goto('/packages?lng=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Report service' })).toBeVisible();
});

test('a chosen language sticks: over a stale ?lng=, on reload, along internal links, after Back and in a shared link', async ({
  page,
  browser,
}) => {
  // Opened from a link that names Vietnamese; the visitor then chooses English.
  await openIn(page, 'vi', '/solutions/customer-care');
  await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Customer care/ })).toBeVisible();
  await expect(page).toHaveURL(/\/solutions\/customer-care\?lng=en$/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: /Customer care/ })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/packages\?lng=en$/);
  await expect(page.getByRole('heading', { level: 1, name: /packages and pricing/i })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Someone who never chose a language, in a Vietnamese browser, opens the address they were sent.
  const shared = page.url();
  const other = await browser.newContext({ locale: 'vi-VN' });
  const friend = await other.newPage();
  await friend.goto(shared);
  await expect(friend.locator('html')).toHaveAttribute('lang', 'en');
  await expect(friend.getByRole('heading', { level: 1, name: /packages and pricing/i })).toBeVisible();
  await other.close();

  // Back to a page whose address still named English, after choosing Vietnamese: the choice holds.
  await page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Tiếng Việt' }).click();
  await expect(page).toHaveURL(/\/packages\?lng=vi$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/solutions\/customer-care\?lng=vi$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: /Chăm sóc khách hàng/ })).toBeVisible();
});

test('a page of each remote follows a language switch @mobile', async ({ page }) => {
  await openIn(page, 'vi', '/open-api-docs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  // At 834 px and below the language buttons sit in the collapsed menu; wait for the header first.
  await expect(page.getByRole('banner')).toBeVisible();
  if (page.viewportSize()!.width <= 834) await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(/Giới thiệu/);
});

// Letters only Vietnamese writes; an English page may show a few (the switcher says "Tiếng Việt").
const VIETNAMESE_LETTERS = /[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđơưă]/giu;

function vietnameseLetters(script: string): number {
  const decoded = script.replace(/\\u([0-9a-fA-F]{4})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded.match(VIETNAMESE_LETTERS)?.length ?? 0;
}

for (const path of ['/', '/packages', '/reporting-service', '/login', '/open-api-docs', '/faqs', '/terms-of-use']) {
  test(`a visitor reading ${path} in English downloads no Vietnamese texts, and gets them when switching`, async ({ page }) => {
    const scripts: Promise<{ url: string; letters: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().then((body) => ({ url: response.url(), letters: vietnameseLetters(body) }), () => ({ url: response.url(), letters: 0 })));
      }
    });
    await openIn(page, 'en', path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const downloaded = await Promise.all(scripts);
    expect(downloaded.length).toBeGreaterThan(2);
    expect(downloaded.filter((script) => script.letters > 20)).toEqual([]);

    await page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Tiếng Việt' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Bảng giá' })).toBeVisible();
  });
}
