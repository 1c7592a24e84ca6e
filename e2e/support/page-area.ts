import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __ewBlankPageArea?: string[];
  }
}

/**
 * Records every moment the page area (`main`) shows nothing at all, not even a loading message, once
 * the document is parsed (what the server sent is checked on its own). A mutation batch is what the
 * next frame would paint, so each one is checked. Read the record with `blankMoments`.
 */
export async function watchForBlankPageArea(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const moments: string[] = [];
    window.__ewBlankPageArea = moments;
    new MutationObserver(() => {
      if (document.readyState === 'loading') return;
      const main = document.querySelector('main');
      if (main && main.innerText.trim() === '') moments.push(location.pathname);
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** The paths at which the page area was seen blank since `watchForBlankPageArea`. */
export async function blankMoments(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window.__ewBlankPageArea ?? [])]);
}
