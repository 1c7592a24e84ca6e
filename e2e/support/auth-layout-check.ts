import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const SUPPORT_PANEL = { vi: 'Hỗ trợ tài khoản', en: 'Account support' } as const;

/**
 * What overflows on an auth page: a document wider than the viewport, a card (the page's own
 * section's frame, the support panel) leaving the viewport, an element leaving its card, or an
 * element whose content is wider than itself. Each problem names the element.
 */
async function overflowProblems(page: Page, cards: Locator[], wholePage: boolean): Promise<string[]> {
  const problems = await page.evaluate((checked) => {
    if (!checked) return [];
    const { clientWidth, scrollWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return [];
    // Name the innermost elements that stick out, wherever they are: they are what to fix.
    const outside = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getClientRects().length > 0 && element.getBoundingClientRect().right > clientWidth + 0.5,
    );
    const innermost = outside.filter((element) => !outside.some((other) => other !== element && element.contains(other)));
    const names = innermost
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${String(element.className)}"> "${(element.textContent ?? '').trim().slice(0, 30)}"`);
    return [`the page scrolls sideways: ${scrollWidth} px in a ${clientWidth} px viewport, because of ${names.join(', ')}`];
  }, wholePage);
  for (const card of cards) {
    problems.push(
      ...(await card.evaluate((frame) => {
        const found: string[] = [];
        const name = (element: Element) =>
          `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
        const viewport = document.documentElement.clientWidth;
        const box = frame.getBoundingClientRect();
        if (box.left < -0.5 || box.right > viewport + 0.5) {
          found.push(`${name(frame)} spans ${Math.round(box.left)}–${Math.round(box.right)} px in a ${viewport} px viewport`);
        }
        for (const element of frame.querySelectorAll('*')) {
          if (element.getClientRects().length === 0) continue;
          const rect = element.getBoundingClientRect();
          // Text for screen readers only is clipped to a pixel where it stands.
          if (rect.width <= 1 && rect.height <= 1) continue;
          if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) {
            found.push(
              `${name(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, outside its card (${Math.round(box.left)}–${Math.round(box.right)} px)`,
            );
          }
          const style = getComputedStyle(element);
          const scrolls = ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || style.overflowX !== 'visible';
          if (!scrolls && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
            found.push(`${name(element)}: content ${element.scrollWidth} px wide in a box of ${element.clientWidth} px`);
          }
        }
        return found;
      })),
    );
  }
  return problems;
}

/**
 * Checks the auth page on screen at the current width: nothing wider than the viewport, nothing
 * outside its card, so every control can be reached without scrolling sideways. `wholePage: false`
 * checks the page's cards only, leaving out the site's header and footer.
 */
export async function expectAuthPageFits(
  page: Page,
  language: 'vi' | 'en',
  what: string,
  { wholePage = true }: { wholePage?: boolean } = {},
): Promise<void> {
  const main = page.getByRole('main');
  const title = main.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const pageCard = main.getByRole('region', { name: (await title.textContent())!.trim(), exact: true }).locator('xpath=..');
  const supportPanel = main.getByRole('region', { name: SUPPORT_PANEL[language] });
  const width = page.viewportSize()!.width;
  expect(await overflowProblems(page, [pageCard, supportPanel], wholePage), `${what} at ${width} px`).toEqual([]);
}
