import type { BrowserContext, Locator, Page, Request } from '@playwright/test';

/** The phone the bench measures too: 375 × 800, CPU four times slower, 150 ms round trip, 1.6 Mbps down. */
export const PHONE_VIEWPORT = { width: 375, height: 800 };

export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

export interface ImpatientPage {
  page: Page;
  /** Lets the page's scripts through: the page then hydrates, as it would have a moment later. */
  release: () => void;
  /** Every document the browser asked for: a native form submission is one of them. */
  documents: Request[];
}

/**
 * A page opened by a visitor who acts as soon as it is painted. Its own page (not the fixture's,
 * which waits for the page to be hydrated after every load), with the page's scripts held back
 * until `release`, so "before hydration" is certain, not a race. The inline early script is part of
 * the document and runs.
 */
export async function openImpatiently(context: BrowserContext, path: string, options: { phone?: boolean } = {}): Promise<ImpatientPage> {
  const page = await context.newPage();
  if (options.phone) {
    await page.setViewportSize(PHONE_VIEWPORT);
    await throttleLikeAPhone(page);
  }
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    },
  );
  const documents: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(request);
  });
  // The deferred scripts hold DOMContentLoaded back: act on what is painted.
  await page.goto(path, { waitUntil: 'commit' });
  return { page, release, documents };
}

/** Resolves once the page has hydrated (the shell marks it). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.page === 'ready', null, { timeout: 30_000 });
}

/** True until the page has hydrated: proves a test acted before it. */
export async function stillServerMarkup(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.page !== 'ready');
}

/**
 * Whether the page's early script holds a click or a send for the part `element` belongs to (its
 * on-demand part, its named part, else the page): what it holds, neither the browser nor the page
 * has acted on yet.
 */
export async function heldFor(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const named = node.closest('[data-on-demand],[data-needs-code]');
    const part = (named && (named.getAttribute('data-on-demand') || named.getAttribute('data-needs-code'))) || 'page';
    const early = (window as unknown as { ewEarlyEvents?: { pending: (part: string) => boolean } }).ewEarlyEvents;
    return early?.pending(part) ?? false;
  });
}
