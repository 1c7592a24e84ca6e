import type { Page } from '@playwright/test';
import { colors, darkColors } from '@echowatch/design-tokens';
import { carousel } from '../support/marketing';
import { axeScan, expect, openIn, test, untestedFrames } from '../support/fixtures';

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

// The main pages of every remote and the shell's own, one address per language where they differ.
// Colours do not depend on the language: every page is scanned in English, and the pages whose
// Vietnamese draws other parts (the banner's slides, the sign-in forms, a post, the 404) in both.
const PAGES: { name: string; path: Record<'vi' | 'en', string>; bothLanguages?: true }[] = [
  { name: 'home', path: { vi: '/', en: '/' }, bothLanguages: true },
  { name: 'blog list', path: { vi: '/discovery', en: '/discovery' } },
  { name: 'blog post', path: { vi: '/blog-detail/social-listening-la-gi', en: '/blog-detail/social-listening-basics' }, bothLanguages: true },
  { name: 'pricing', path: { vi: '/packages', en: '/packages' } },
  { name: 'report service', path: { vi: '/reporting-service', en: '/reporting-service' } },
  { name: 'login', path: { vi: '/login', en: '/login' }, bothLanguages: true },
  { name: 'register', path: { vi: '/register', en: '/register' } },
  { name: 'API docs', path: { vi: '/open-api-docs', en: '/open-api-docs' } },
  { name: 'API reference', path: { vi: '/open-api-docs/news-articles/article-search', en: '/open-api-docs/news-articles/article-search' } },
  { name: 'FAQ', path: { vi: '/faqs', en: '/faqs' } },
  { name: 'FAQ answers', path: { vi: '/faqs/detail', en: '/faqs/detail' } },
  { name: 'legal', path: { vi: '/terms-of-use', en: '/terms-of-use' } },
  { name: '404', path: { vi: '/khong-co-trang-nay', en: '/no-such-page' }, bothLanguages: true },
];

/** The colours the page's body, header and footer are drawn with. */
function paintedColours(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element) : null;
    };
    return {
      background: style('body')!.backgroundColor,
      text: style('body')!.color,
      // The site's own header and footer, on either side of the page area.
      header: style('header:has(~ #main-content)')?.backgroundColor,
      footer: style('#main-content ~ footer')?.backgroundColor,
      scheme: style(':root')!.colorScheme,
    };
  });
}

/** Every serious axe finding, colour contrast included, and proof that the contrast rule ran. */
async function contrastScan(page: Page) {
  const results = await axeScan(page).options({ rules: { 'color-contrast': { enabled: true } } }).analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete].some((rule) => rule.id === 'color-contrast');
  const findings = results.violations
    .filter((rule) => rule.id === 'color-contrast' || rule.impact === 'serious' || rule.impact === 'critical')
    .map((rule) => `${rule.id}: ${rule.help} (${rule.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('; ')})`);
  return { ran, findings: [...findings, ...untestedFrames(results)] };
}

test.describe('a system that prefers the dark scheme', () => {
  test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });

  for (const language of ['vi', 'en'] as const) {
    for (const { name, path } of PAGES.filter((page) => language === 'en' || page.bothLanguages)) {
      test(`${name} is dark, light on dark, and passes axe's contrast check (${language})`, async ({ page }) => {
        await openIn(page, language, path[language]);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (name === 'home') {
          // Reduced motion starts the banner paused: the scan reads a slide at rest, not one halfway through a fade.
          await expect(carousel(page).getByRole('button', { name: /^(Phát trình chiếu|Play slideshow)$/ })).toBeVisible();
        }
        const painted = await paintedColours(page);
        expect(painted.scheme, 'color-scheme').toBe('light dark');
        expect(painted.background, 'page background').toBe(rgb(darkColors.surface));
        expect(painted.text, 'text colour').toBe(rgb(darkColors.ink));
        expect(painted.header, 'header background').toBe(rgb(darkColors.surface));
        expect(painted.footer, 'footer background').toBe(rgb(darkColors.surfaceDark));
        const scan = await contrastScan(page);
        expect(scan.ran, 'axe ran its color-contrast rule').toBe(true);
        expect(scan.findings).toEqual([]);
      });
    }
  }
});

test.describe('a system that prefers the light scheme', () => {
  test.use({ colorScheme: 'light' });

  test('keeps the light colours', async ({ page }) => {
    await openIn(page, 'en', '/packages');
    const painted = await paintedColours(page);
    expect(painted.background).toBe(rgb(colors.surface));
    expect(painted.text).toBe(rgb(colors.ink));
    const scan = await contrastScan(page);
    expect(scan.ran).toBe(true);
    expect(scan.findings).toEqual([]);
  });
});
