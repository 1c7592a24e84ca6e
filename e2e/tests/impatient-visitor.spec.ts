import type { Request } from '@playwright/test';
import { createAccount, expectOnConsole, uniqueEmail } from '../support/auth-sandbox';
import { LOGIN_TEXT } from '../support/auth-texts';
import { heldFor, hydrated, openImpatiently, stillServerMarkup } from '../support/first-paint';
import { expect, test } from '../support/fixtures';

// A visitor who acts the moment a page is painted, before its code has arrived (the tests hold
// the page's scripts back, so "before hydration" is certain). What they do takes effect at once
// (plain HTML) or is made once the page is live (the early script holds it) — never lost, and
// never a native submission with the fields in an address.

test('the menu opens at first paint on a phone, and its links work @mobile-only', async ({ context }) => {
  const { page } = await openImpatiently(context, '/terms-of-use?lng=en', { phone: true });
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Open menu' }).click();
  await expect(banner.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Close menu' })).toBeVisible();
  expect(await stillServerMarkup(page)).toBe(true);
  await banner.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/packages\?lng=en$/);
  await page.close();
});

test('a navigation group opens at first paint', async ({ context }) => {
  const { page } = await openImpatiently(context, '/terms-of-use?lng=en');
  await page.getByRole('banner').getByRole('button', { name: 'Solutions' }).click();
  await expect(page.getByRole('link', { name: 'Customer care' })).toBeVisible();
  expect(await stillServerMarkup(page)).toBe(true);
  await page.close();
});

test('the language switch works at first paint', async ({ context }) => {
  const { page } = await openImpatiently(context, '/packages?lng=vi');
  await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('tab', { name: 'Government' })).toBeVisible();
  await page.close();
});

test('a pricing tab chosen at first paint is the one shown', async ({ context }) => {
  const { page } = await openImpatiently(context, '/packages?lng=en');
  await page.getByRole('tab', { name: 'Government' }).click();
  await expect(page).toHaveURL(/[?&]tab=2/);
  await expect(page.getByRole('tab', { name: 'Government' })).toHaveAttribute('aria-selected', 'true');
  await page.close();
});

test('a blog category and a search made at first paint show their posts', async ({ context }) => {
  const { page, release } = await openImpatiently(context, '/discovery?lng=vi');
  await page.getByRole('tab', { name: 'Kiến thức marketing' }).click();
  await expect(page).toHaveURL(/\/discovery\/kien-thuc-marketing\?lng=vi$/);
  await expect(page.getByRole('tab', { name: 'Kiến thức marketing' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Tìm bài viết' }).fill('social');
  await page.getByRole('searchbox', { name: 'Tìm bài viết' }).press('Enter');
  await expect(page).toHaveURL(/\/discovery\/kien-thuc-marketing\?lng=vi&keyword=social$/);
  await expect(page.getByRole('searchbox', { name: 'Tìm bài viết' })).toHaveValue('social');
  release();
  await page.close();
});

test('a search typed at first paint and sent once the page is live searches for what was typed', async ({ context }) => {
  const { page, release } = await openImpatiently(context, '/discovery?lng=vi');
  const box = page.getByRole('searchbox', { name: 'Tìm bài viết' });
  await box.fill('social');
  expect(await stillServerMarkup(page)).toBe(true);
  release();
  await hydrated(page);
  await expect(box).toHaveValue('social');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/discovery\?(.*&)?keyword=social(&|$)/);
  await expect(box).toHaveValue('social');
  await page.close();
});

test('a common FAQ question opened at first paint shows its answer', async ({ context }) => {
  const { page } = await openImpatiently(context, '/faqs/common-faqs?lng=en');
  const questions = page.getByRole('main').locator('details');
  await questions.nth(1).locator('summary').click();
  await expect(questions.nth(1)).toHaveAttribute('open', '');
  await expect(questions.nth(0)).not.toHaveAttribute('open');
  await page.close();
});

test('the slideshow paused and a slide chosen at first paint take effect once the page is live', async ({ context }) => {
  const { page, release } = await openImpatiently(context, '/?lng=en');
  const carousel = page.getByRole('region', { name: 'Highlights' });
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await carousel.getByRole('button', { name: 'Slide 2 of 4' }).click();
  expect(await stillServerMarkup(page)).toBe(true);
  release();
  await hydrated(page);
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Slide 2 of 4' })).toHaveAttribute('aria-current', 'true');
  await page.close();
});

test('a page scrolled and a box ticked before it is live stay so once it is live', async ({ context }) => {
  const { page, release } = await openImpatiently(context, '/register?lng=en');
  const main = page.getByRole('main');
  const agree = main.getByRole('checkbox', { name: 'I agree to the Terms of use' });
  await agree.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await agree.check();
  expect(await stillServerMarkup(page)).toBe(true);
  release();
  await hydrated(page);
  await expect(main.locator('[data-loading-part]')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(agree).toBeChecked();
  // Live now, the box answers the next tap as any box does.
  await agree.click();
  await expect(agree).not.toBeChecked();
  await page.close();
});

test('/discovery stays where the visitor is when it becomes live; a tab chosen then scrolls to the list', async ({ page }) => {
  // The page's clock is moved on by hand past the 500 ms a scroll waits for after a list; with
  // reduced motion a scroll, once asked for, is instant.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  // The fixture's page: loaded and hydrated.
  await page.goto('/discovery?lng=vi');
  await expect(page.getByRole('tab', { name: 'Kiến thức marketing' })).toBeVisible();
  await page.clock.runFor(2_000);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The counterpart: a list the visitor asked for is scrolled to once it has loaded.
  await page.getByRole('tab', { name: 'Kiến thức marketing' }).click();
  await expect(page.getByRole('tab', { name: 'Kiến thức marketing' })).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(async () => {
      await page.clock.runFor(600);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(0);
});

test.describe('forms that hold secrets', () => {
  const text = LOGIN_TEXT.en;
  const holdsAField = (values: string[]) => (request: Request) =>
    values.some((value) => request.url().includes(value) || request.url().includes(encodeURIComponent(value)));

  test('Enter at first paint on /login: nothing in an address, and one sign-in once the page is live', async ({ context, request }) => {
    const account = await createAccount(request, { email: uniqueEmail('impatient'), full_name: 'Trần Minh Anh' });
    const { page, release, documents } = await openImpatiently(context, '/login?lng=en');
    const logins: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/login') && sent.method() !== 'OPTIONS') logins.push(sent.method());
    });
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: text.username }).fill(account.email);
    await main.getByLabel(text.password, { exact: true }).fill(account.password);
    await main.getByLabel(text.password, { exact: true }).press('Enter');
    // Held by the page's early script: no document was asked for after the page itself.
    expect(await heldFor(main.getByLabel(text.password, { exact: true }))).toBe(true);
    expect(documents.map((document) => document.method())).toEqual(['GET']);
    expect(logins).toEqual([]);
    release();
    await expectOnConsole(page, account.full_name);
    expect(logins).toEqual(['POST']);
    expect(documents.filter(holdsAField([account.email, account.password]))).toEqual([]);
    await page.close();
  });

  test('"Show password" pressed at first paint shows it once the form is live', async ({ context }) => {
    const { page, release } = await openImpatiently(context, '/login?lng=en');
    const main = page.getByRole('main');
    await main.getByLabel(text.password, { exact: true }).fill('Visible#1');
    await main.getByRole('button', { name: text.showPassword }).click();
    await expect(main.getByLabel(text.password, { exact: true })).toHaveAttribute('type', 'password');
    release();
    await expect(main.getByLabel(text.password, { exact: true })).toHaveAttribute('type', 'text');
    await expect(main.getByLabel(text.password, { exact: true })).toHaveValue('Visible#1');
    await page.close();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu, a navigation group and the language switch work @mobile', async ({ page }) => {
    await page.goto('/terms-of-use?lng=en');
    const banner = page.getByRole('banner');
    if (page.viewportSize()!.width <= 834) await banner.getByRole('button', { name: 'Open menu' }).click();
    await banner.getByRole('button', { name: 'Features' }).click();
    await expect(banner.getByRole('link', { name: 'Data analysis' })).toBeVisible();
    await banner.getByRole('link', { name: 'Tiếng Việt' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page).toHaveURL(/\/terms-of-use\?lng=vi$/);
  });

  test('pricing tabs, blog tabs and the blog search navigate', async ({ page }) => {
    await page.goto('/packages?lng=en');
    await page.getByRole('tab', { name: 'Agency' }).click();
    await expect(page.getByRole('tab', { name: 'Agency' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/discovery?lng=vi');
    await page.getByRole('tab', { name: 'Cẩm nang giải pháp' }).click();
    await expect(page).toHaveURL(/\/discovery\/cam-nang-giai-phap\?lng=vi$/);
    await page.getByRole('searchbox', { name: 'Tìm bài viết' }).fill('thương hiệu');
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page).toHaveURL(/\/discovery\/cam-nang-giai-phap\?lng=vi&keyword=th/);
    await expect(page.getByRole('searchbox', { name: 'Tìm bài viết' })).toHaveValue('thương hiệu');
  });

  test('the common FAQ questions open and close', async ({ page }) => {
    await page.goto('/faqs/common-faqs?lng=en');
    const questions = page.getByRole('main').locator('details');
    await expect(questions.nth(0)).toHaveAttribute('open', '');
    await questions.nth(2).locator('summary').click();
    await expect(questions.nth(2)).toHaveAttribute('open', '');
    await expect(questions.nth(0)).not.toHaveAttribute('open');
  });
});
