import type { BrowserContext } from '@playwright/test';
import { throttleLikeAPhone, PHONE_VIEWPORT } from '../support/first-paint';
import { carousel } from '../support/marketing';
import { expect, test } from '../support/fixtures';

// A visitor presses a banner dot the moment the banner shows, or a little later, while the page's
// code is still arriving, hydrating or settling. Whenever it comes, the press is not lost: the
// dot's slide is the one shown. Each moment is its own visit, in its own tab.

const dot = (n: number) => `Slide ${n} of 4`;

async function pressAfterShown(context: BrowserContext, afterMs: number, target: number, phone: boolean) {
  const page = await context.newPage();
  if (phone) {
    await page.setViewportSize(PHONE_VIEWPORT);
    await throttleLikeAPhone(page);
  }
  // Not the fixture's page, which waits for the page to be live after every load.
  await page.goto('/?lng=en', { waitUntil: 'commit' });
  const banner = carousel(page);
  const button = banner.getByRole('button', { name: dot(target) });
  await expect(button).toBeVisible({ timeout: 30_000 });
  if (afterMs > 0) await page.waitForTimeout(afterMs);
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'true', { timeout: 30_000 });
  await expect(banner.locator('[role=group]:not([inert])')).toHaveAttribute('aria-label', `${target} of 4`);
  // Still shown once the page has settled: nothing that arrived later put the first slide back.
  await page.waitForFunction(() => document.documentElement.dataset.page === 'ready', null, { timeout: 30_000 });
  await expect(button).toHaveAttribute('aria-current', 'true');
  await expect(banner.locator('[role=group]:not([inert])')).toHaveAttribute('aria-label', `${target} of 4`);
  await page.close();
}

// On a computer: from the first paint to 2 s after it, every quarter second.
for (let step = 0; step <= 8; step += 1) {
  const afterMs = step * 250;
  test(`a dot pressed ${afterMs} ms after the banner shows shows its slide, on a computer`, async ({ context }) => {
    await pressAfterShown(context, afterMs, 2 + (step % 3), false);
  });
}

// On a throttled phone, where the page takes longer to go live.
for (let step = 0; step <= 4; step += 1) {
  const afterMs = step * 500;
  test(`a dot pressed ${afterMs} ms after the banner shows shows its slide, on a throttled phone @mobile-only`, async ({ context }) => {
    test.setTimeout(90_000);
    await pressAfterShown(context, afterMs, 2 + (step % 3), true);
  });
}
