import { expect, openIn, test } from '../support/fixtures';

test('switching language re-renders the shell and the remote page without a reload, and persists', async ({ page }) => {
  await openIn(page, 'en', '/terms-of-use');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: /terms of use/i })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Tiếng Việt' }).click();

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

test('a page of each remote follows a language switch @mobile', async ({ page }) => {
  await openIn(page, 'vi', '/open-api-docs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  // At 834 px and below the language buttons sit in the collapsed menu; wait for the header first.
  await expect(page.getByRole('banner')).toBeVisible();
  if (page.viewportSize()!.width <= 834) await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(/Giới thiệu/);
});
