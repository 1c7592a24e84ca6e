import type { Page } from '@playwright/test';
import { colors, fontSizes } from '@echowatch/design-tokens';
import { expect, openIn, test } from '../support/fixtures';

const REM = 16;
const px = (rem: string) => `${parseFloat(rem) * REM}px`;
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

// The design system's values at 1366 px: two title sizes in ink (or white on the dark banner), one
// section-heading size, one filled-button colour, two heights.
const TITLE = { hero: px(fontSizes.display), document: px(fontSizes.xxl) };
const SECTION_HEADING = px(fontSizes.xl);
const INKS = [rgb(colors.ink), rgb(colors.inkInverse)];
const FILLED_BACKGROUNDS = [rgb(colors.brand)];
const BUTTON_HEIGHTS = [44, 36];
// What a page opens on: a landing page's dark banner (a gradient) or the soft band, never white.
const TOP = { dark: 'gradient', soft: rgb(colors.brandSoft) };

// Pages of every remote and the shell, the title size and top each is drawn with, and whether a
// filled button shows at once (on /packages the filled calls to action come further down or in the
// bar that follows the scroll).
// Pages below the top of the menu name their place in a trail of breadcrumbs, ending at themselves.
const PAGES: { route: string; remote: string; title: string; top: string; buttons: boolean; crumbs?: string[] }[] = [
  { route: '/solutions/brand-health-measurement', remote: 'marketing-blog', title: TITLE.hero, top: TOP.dark, buttons: true, crumbs: ['Home', 'Brand health measurement'] },
  { route: '/terms-of-use', remote: 'marketing-blog', title: TITLE.document, top: TOP.soft, buttons: false, crumbs: ['Home', 'Terms of Use'] },
  { route: '/discovery', remote: 'marketing-blog', title: TITLE.hero, top: TOP.soft, buttons: true },
  { route: '/discovery/kien-thuc-marketing', remote: 'marketing-blog', title: TITLE.hero, top: TOP.soft, buttons: true, crumbs: ['Home', 'Blog', 'Marketing knowledge'] },
  { route: '/blog-detail/social-listening-basics', remote: 'marketing-blog', title: TITLE.document, top: TOP.soft, buttons: false, crumbs: ['Home', 'Blog', 'Marketing knowledge', 'Social listening basics: what it is and why your brand needs it'] },
  { route: '/faqs/detail?topic=1&question=1', remote: 'marketing-blog', title: TITLE.document, top: TOP.soft, buttons: false, crumbs: ['Support', 'Data and sources', 'How fresh is the data?'] },
  { route: '/packages', remote: 'pricing-reporting', title: TITLE.hero, top: TOP.soft, buttons: false },
  { route: '/reporting-service', remote: 'pricing-reporting', title: TITLE.hero, top: TOP.dark, buttons: true },
  { route: '/login', remote: 'auth-flows', title: TITLE.document, top: TOP.soft, buttons: true },
  { route: '/forgot-password', remote: 'auth-flows', title: TITLE.document, top: TOP.soft, buttons: false },
  { route: '/open-api-docs', remote: 'api-docs', title: TITLE.document, top: TOP.soft, buttons: true },
  { route: '/no-such-page', remote: 'shell', title: TITLE.document, top: TOP.soft, buttons: true },
];

/**
 * The page's title, what its top is drawn on, its section headings (every h2 in sight) and every
 * filled button (or link drawn as one) in its main area.
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const h1 = getComputedStyle(main.querySelector('h1')!);
    const clear = (colour: string) => ['rgba(0, 0, 0, 0)', 'transparent'].includes(colour);
    // The first background under the page's top left corner: the band behind a card, not the card.
    const backgroundAt = (x: number, y: number) => {
      for (let element = document.elementFromPoint(x, y); element; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.backgroundImage.includes('gradient')) return 'gradient';
        if (!clear(style.backgroundColor)) return style.backgroundColor;
      }
      return 'none';
    };
    const top = backgroundAt(8, main.getBoundingClientRect().top + 8);
    const headings = [...main.querySelectorAll<HTMLElement>('h2')]
      // A post's share row names its links with a small heading on their line, not a section's.
      .filter((element) => element.offsetParent !== null && element.id !== 'blog-share-title')
      .map((element) => ({ text: element.textContent?.trim() ?? '', size: getComputedStyle(element).fontSize, colour: getComputedStyle(element).color }));
    const filled = [...main.querySelectorAll<HTMLElement>('a, button')]
      // Tabs are no buttons, whatever their look.
      .filter((element) => element.offsetParent !== null && !(element as HTMLButtonElement).disabled && element.getAttribute('role') !== 'tab')
      .map((element) => ({ element, style: getComputedStyle(element) }))
      // A pill with a background of its own: the site's filled button.
      .filter(({ style }) => parseFloat(style.borderTopLeftRadius) >= 100 && !clear(style.backgroundColor))
      .map(({ element, style }) => ({ text: element.textContent?.trim() ?? '', background: style.backgroundColor, height: element.getBoundingClientRect().height }));
    return { title: { size: h1.fontSize, colour: h1.color }, top, headings, filled };
  });
}

test.use({ viewport: { width: 1366, height: 900 } });

for (const { route, remote, title, top, buttons, crumbs } of PAGES) {
  test(`${remote} ${route} draws the design system's top, title, section headings and buttons`, async ({ page }) => {
    await openIn(page, 'en', route);
    const measured = await measure(page);
    const trail = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' });
    if (crumbs) {
      // Links up the trail; the last crumb is the page itself, marked as such, and no link.
      await expect(trail.getByRole('listitem')).toHaveText(crumbs);
      await expect(trail.getByRole('link')).toHaveCount(crumbs.length - 1);
      await expect(trail.getByRole('listitem').last().locator('[aria-current=page]')).toHaveText(crumbs.at(-1)!);
    } else {
      await expect(trail).toHaveCount(0);
    }
    expect(measured.top, 'what the page opens on').toBe(top);
    expect(measured.title.size, 'title size').toBe(title);
    expect(INKS, 'title colour').toContain(measured.title.colour);
    for (const heading of measured.headings) {
      expect(heading.size, `size of the section heading "${heading.text}"`).toBe(SECTION_HEADING);
      expect(INKS, `colour of the section heading "${heading.text}"`).toContain(heading.colour);
    }
    if (buttons) expect(measured.filled.length, 'filled buttons found').toBeGreaterThan(0);
    for (const button of measured.filled) {
      expect(FILLED_BACKGROUNDS, `background of "${button.text}"`).toContain(button.background);
      expect(BUTTON_HEIGHTS, `height of "${button.text}"`).toContain(Math.round(button.height));
    }
  });
}

// One tab look: words over a rule, the selected one underlined in the brand colour, never a filled pill.
for (const route of ['/packages', '/login']) {
  test(`${route} draws its tabs as the site's underlined tabs`, async ({ page }) => {
    await openIn(page, 'en', route);
    const selected = page.getByRole('main').getByRole('tab', { selected: true }).first();
    await expect(selected).toBeVisible();
    await expect(selected).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(selected).toHaveCSS('border-bottom-color', rgb(colors.brand));
    await expect(selected).toHaveCSS('border-bottom-width', '3px');
  });
}
