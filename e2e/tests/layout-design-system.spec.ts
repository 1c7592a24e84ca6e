import type { Page } from '@playwright/test';
import { colors, fontSizes } from '@echowatch/design-tokens';
import { expect, openIn, test } from '../support/fixtures';

const REM = 16;
const px = (rem: string) => `${parseFloat(rem) * REM}px`;
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

// The design system's values at 1366 px: two title sizes, one filled-button colour, two heights.
const TITLE = { hero: px(fontSizes.display), document: px(fontSizes.xxl) };
const FILLED_BACKGROUNDS = [rgb(colors.brand)];
const BUTTON_HEIGHTS = [44, 36];

// Pages of every remote, the title size each is drawn with, and whether a filled button shows at once
// (on /packages the filled calls to action come further down or in the bar that follows the scroll).
const PAGES = [
  { route: '/solutions/brand-health-measurement', remote: 'marketing-blog', title: TITLE.hero, buttons: true },
  { route: '/terms-of-use', remote: 'marketing-blog', title: TITLE.document, buttons: false },
  { route: '/packages', remote: 'pricing-reporting', title: TITLE.hero, buttons: false },
  { route: '/reporting-service', remote: 'pricing-reporting', title: TITLE.hero, buttons: true },
  { route: '/login', remote: 'auth-flows', title: TITLE.document, buttons: true },
  { route: '/open-api-docs', remote: 'api-docs', title: TITLE.document, buttons: true },
];

/** The page's title size and every filled button (or link drawn as one) in its main area. */
function measure(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const title = getComputedStyle(main.querySelector('h1')!).fontSize;
    const filled = [...main.querySelectorAll<HTMLElement>('a, button')]
      // Tabs are no buttons: a selected pill tab is filled too.
      .filter((element) => element.offsetParent !== null && !(element as HTMLButtonElement).disabled && element.getAttribute('role') !== 'tab')
      .map((element) => ({ element, style: getComputedStyle(element) }))
      // A pill with a background of its own: the site's filled button.
      .filter(({ style }) => parseFloat(style.borderTopLeftRadius) >= 100 && !['rgba(0, 0, 0, 0)', 'transparent'].includes(style.backgroundColor))
      .map(({ element, style }) => ({ text: element.textContent?.trim() ?? '', background: style.backgroundColor, height: element.getBoundingClientRect().height }));
    return { title, filled };
  });
}

test.use({ viewport: { width: 1366, height: 900 } });

for (const { route, remote, title, buttons } of PAGES) {
  test(`${remote} ${route} draws the design system's title and buttons`, async ({ page }) => {
    await openIn(page, 'en', route);
    const measured = await measure(page);
    expect(measured.title, 'title size').toBe(title);
    if (buttons) expect(measured.filled.length, 'filled buttons found').toBeGreaterThan(0);
    for (const button of measured.filled) {
      expect(FILLED_BACKGROUNDS, `background of "${button.text}"`).toContain(button.background);
      expect(BUTTON_HEIGHTS, `height of "${button.text}"`).toContain(Math.round(button.height));
    }
  });
}
