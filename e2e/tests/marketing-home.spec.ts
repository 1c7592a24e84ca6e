import type { Locator, Page } from '@playwright/test';
import { carousel, currentSlide, firstSlideChange, publishedPosts, watchCarousel } from '../support/marketing';
import { expect, expectAccessible, inLanguage, openIn, test } from '../support/fixtures';

const TEXT = {
  vi: {
    firstSlide: 'Lắng nghe mọi cuộc thảo luận về thương hiệu của bạn',
    trial: 'Dùng thử miễn phí 15 ngày',
    pause: 'Tạm dừng trình chiếu',
    play: 'Phát trình chiếu',
    dot: (n: number) => `Trang chiếu ${n} / 4`,
    thirdSlide: 'Báo cáo chuyên sâu do chuyên gia phân tích',
    pricing: 'Bảng giá rõ ràng cho mọi quy mô',
    pricingCta: 'Xem bảng giá chi tiết',
    price: '28.000.000 ₫/tháng',
    latest: 'Bài viết mới nhất',
  },
  en: {
    firstSlide: 'Hear every conversation about your brand',
    trial: 'Start your free 15-day trial',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    dot: (n: number) => `Slide ${n} of 4`,
    thirdSlide: 'In-depth reports analyzed by experts',
    pricing: 'Clear pricing for every size of team',
    pricingCta: 'See full pricing',
    price: 'VND 28,000,000/month',
    latest: 'Latest articles',
  },
} as const;

/** The slide in view; the one fading out is inert. */
const shownSlide = (banner: Locator) => banner.locator('[role=group]:not([inert])');

/**
 * Stops the page's clock: from now on only `page.clock.runFor` moves it. It stops a second ahead of
 * the page's time, which still runs while the call travels (a pause cannot go back); every check
 * after it reads the slide it starts from once the clock stands.
 */
async function holdTheClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/**
 * Moves the page's clock on by `ms`, firing the timers that fall due, then lets the page finish
 * what they started: React renders a state change in a task of its own, posted on a message
 * channel (not a timer), which runs before the message posted here.
 */
async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

async function expectTurnWithin(page: Page, ms: number): Promise<void> {
  const before = await currentSlide(page);
  await advance(page, ms);
  await expect.poll(() => currentSlide(page), { message: `a turn within ${ms} ms` }).not.toBe(before);
}

async function expectNoTurnWithin(page: Page, ms: number): Promise<void> {
  const before = await currentSlide(page);
  await advance(page, ms);
  expect(await currentSlide(page), `no turn within ${ms} ms`).toBe(before);
}

test.describe('home page', () => {
  for (const language of ['vi', 'en'] as const) {
    const text = TEXT[language];

    test(`banner with calls to action, pause control and dots; pricing teaser; three newest posts (${language}) @mobile`, async ({
      page,
    }) => {
      await openIn(page, language, '/');
      const banner = carousel(page);
      await expect(banner.getByRole('heading', { level: 2, name: text.firstSlide })).toBeVisible();
      await expect(banner.getByRole('link', { name: text.trial })).toHaveAttribute('href', `/register?trial=1&lng=${language}`);
      // The main call to action is the slide's strongest mark: a light fill on the dark gradient, the second one outlined.
      await expect(banner.getByRole('link', { name: text.trial })).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expect(banner.getByRole('button', { name: text.pause })).toBeVisible();
      const dots = banner.getByRole('button', { name: /^(Trang chiếu|Slide) \d/ });
      await expect(dots).toHaveCount(4);
      for (const dot of await dots.all()) {
        const box = (await dot.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      // Dots and no arrows: the pause button and the four dots are all the banner's buttons.
      await expect(banner.getByRole('button')).toHaveCount(5);
      // Held still, so the accessibility scan below reads a slide at rest, not one halfway through a fade.
      await banner.getByRole('button', { name: text.pause }).click();
      await expect(banner.getByRole('button', { name: text.play })).toBeVisible();

      // The banner fills the first screen; the sections below load as the visitor scrolls to them.
      await page.mouse.wheel(0, 400);
      const pricing = page.getByRole('region', { name: text.pricing });
      await pricing.scrollIntoViewIfNeeded();
      await expect(pricing.getByRole('heading', { level: 3 })).toHaveText(['Basic', 'Standard', 'Premium', 'Professional']);
      await expect(pricing.getByText(text.price)).toBeVisible();
      await expect(pricing.getByRole('link', { name: text.pricingCta })).toHaveAttribute('href', `/packages?lng=${language}`);

      const latest = page.getByRole('region', { name: text.latest });
      await latest.scrollIntoViewIfNeeded();
      const newest = (await publishedPosts(page, language)).slice(0, 3).map((post) => post.title);
      await expect(latest.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(newest);
      await expect(latest.getByRole('article').first().locator('img')).toHaveJSProperty('complete', true);
      await expectAccessible(page);

      await pricing.getByRole('link', { name: text.pricingCta }).click();
      await expect(page).toHaveURL(inLanguage(/\/packages$/, language));
    });
  }

  test('first changes slide 5 s after the banner appears, not counting from when the page went live @mobile', async ({ page }) => {
    await watchCarousel(page);
    await openIn(page, 'vi', '/');
    const elapsed = await firstSlideChange(page);
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(6_000);
  });

  // The banner's clock is the page's, moved on by hand: a turn is due exactly 5 s after the last.
  test('turns every 5 s with a 700 ms fade, pauses and plays with the visible control @mobile', async ({ page }) => {
    await page.clock.install();
    await openIn(page, 'en', '/');
    const banner = carousel(page);
    await holdTheClock(page);
    // The first turn: at most 5 s after the banner was first shown.
    await expectTurnWithin(page, 5_000);
    // Then one every 5 s, not sooner.
    await expectNoTurnWithin(page, 4_900);
    await expectTurnWithin(page, 100);
    const transition = await shownSlide(banner).evaluate((slide) => getComputedStyle(slide).transitionDuration);
    expect(transition.split(',').map((part) => part.trim())).toContain('0.7s');

    await page.mouse.move(0, 0);
    await banner.getByRole('button', { name: TEXT.en.pause }).click();
    await page.mouse.move(0, 0);
    await expectNoTurnWithin(page, 20_000);

    // Played again, the wait starts over.
    await banner.getByRole('button', { name: TEXT.en.play }).click();
    await page.mouse.move(0, 0);
    await expectNoTurnWithin(page, 4_900);
    await expectTurnWithin(page, 100);
  });

  test('stops while a slide is hovered or holds focus, and starts again after @mobile', async ({ page }) => {
    await page.clock.install();
    await openIn(page, 'vi', '/');
    const banner = carousel(page);
    await holdTheClock(page);

    await shownSlide(banner).hover();
    await expectNoTurnWithin(page, 20_000);
    await page.mouse.move(0, 0);
    await expectNoTurnWithin(page, 4_900);
    await expectTurnWithin(page, 100);

    await shownSlide(banner).getByRole('link').first().focus();
    await expectNoTurnWithin(page, 20_000);
    await page.getByRole('banner').getByRole('link').first().focus();
    await expectNoTurnWithin(page, 4_900);
    await expectTurnWithin(page, 100);
  });

  test('starts paused for visitors who prefer reduced motion @mobile', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openIn(page, 'vi', '/');
    const banner = carousel(page);
    await expect(banner.getByRole('button', { name: TEXT.vi.play })).toBeVisible();
    await holdTheClock(page);
    await expectNoTurnWithin(page, 20_000);
    await expect(banner.getByRole('heading', { level: 2, name: TEXT.vi.firstSlide })).toBeVisible();
  });

  for (const language of ['vi', 'en'] as const) {
    test(`the dots work from the keyboard (${language}) @mobile`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openIn(page, language, '/');
      const banner = carousel(page);
      const third = banner.getByRole('button', { name: TEXT[language].dot(3) });
      await third.focus();
      await page.keyboard.press('Enter');
      await expect(banner.getByRole('heading', { level: 2, name: TEXT[language].thirdSlide })).toBeVisible();
      await expect(banner.getByRole('button', { name: TEXT[language].dot(3) })).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      await expect(banner.getByRole('button', { name: TEXT[language].dot(2) })).toHaveAttribute('aria-current', 'true');
      // Slides out of view cannot take focus: the next Tab stops on the dots, then leaves the banner.
      await expect(banner.locator('[inert] a:focus')).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});
