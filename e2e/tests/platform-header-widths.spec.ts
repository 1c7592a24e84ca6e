import { expect, test } from '../support/fixtures';

const ENTRIES = {
  vi: { toggle: 'Mở menu', links: ['Bảng giá', 'Dịch vụ báo cáo', 'Open API', 'Đăng nhập', 'Đăng ký'] },
  en: { toggle: 'Open menu', links: ['Pricing', 'Report service', 'Open API docs', 'Log in', 'Register'] },
} as const;

// Between a tablet and a wide desktop the full menu used to run off the right edge, taking the
// sign-in, register and language controls with it.
for (const width of [835, 1024, 1199, 1200, 1366]) {
  for (const language of ['vi', 'en'] as const) {
    test(`the header fits a ${width} px window in ${language}, every entry in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/?lng=${language}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const header = page.getByRole('banner');
      const toggle = header.getByRole('button', { name: ENTRIES[language].toggle });
      if (width < 1200) await toggle.click();
      else await expect(toggle).toBeHidden();
      for (const name of ENTRIES[language].links) {
        await expect(header.getByRole('link', { name, exact: true }), name).toBeInViewport({ ratio: 1 });
      }
      await expect(header.getByRole('link', { name: language === 'vi' ? 'English' : 'Tiếng Việt' })).toBeInViewport({ ratio: 1 });
    });
  }
}

test('on a phone the menu opens in place, holds the page still, and closes on Escape, a tap outside or a language switch', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/discovery?lng=en');
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: /^(Open|Close) menu$/ });
  const closedAt = await toggle.boundingBox();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Its label changes ("Close menu"), its place in the bar does not.
  const openAt = await toggle.boundingBox();
  expect({ y: openAt?.y, height: openAt?.height }).toEqual({ y: closedAt?.y, height: closedAt?.height });

  // The page under the open menu does not scroll.
  await page.mouse.move(200, 650);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await page.mouse.click(200, 680);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await header.getByRole('link', { name: 'Tiếng Việt' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(header.getByRole('button', { name: 'Mở menu' })).toHaveAttribute('aria-expanded', 'false');
});
