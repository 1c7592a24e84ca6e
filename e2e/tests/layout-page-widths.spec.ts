import { CONTENT_ROUTES } from '../support/content-routes';
import { expect, openIn, test } from '../support/fixtures';

// No page is wider than the screen, on a phone (375 px) or a desktop (1366 px), in either language.
// 375 px runs on the phone and in a narrow desktop window; 1366 px is a desktop's.
for (const width of [375, 1366]) {
  for (const language of ['vi', 'en'] as const) {
    test(`no page scrolls sideways at ${width} px (${language})${width < 1000 ? ' @mobile' : ''}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 800 });
      const wider: string[] = [];
      for (const route of CONTENT_ROUTES) {
        await openIn(page, language, route);
        const measured = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
        if (measured.scroll !== measured.view) wider.push(`${route}: ${measured.scroll} px`);
      }
      expect(wider).toEqual([]);
    });
  }
}
