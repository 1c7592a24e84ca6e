import { devices, type Browser, type BrowserContextOptions, type CDPSession } from 'playwright-core';

/** The phone the first-paint part measures on: 375 × 800, CPU four times slower, 150 ms round trip, 1.6 Mbps down. */
export const PHONE_PROFILE = {
  viewport: { width: 375, height: 800 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
};

/**
 * The browser context of that phone: Pixel 7's touch, pixel density and user agent, at the
 * profile's size. Its screen is as wide as its page, as on any phone: Pixel 7's own 412 px screen
 * under a 375 px page is a device that does not exist, and there the browser's look-ahead parser,
 * which sizes pictures by the screen, fetched every lead picture twice (for 412 px, then 375 px).
 */
export function phoneContextOptions(): BrowserContextOptions {
  const { viewport } = PHONE_PROFILE;
  return { ...devices['Pixel 7'], viewport, screen: viewport };
}

export interface FirstPaintTimes {
  /** First contentful paint, ms from navigation start. */
  fcpMs: number;
  /** When the shell marked the page hydrated (`<html data-page="ready">`), ms from navigation start. */
  hydratedMs: number;
  /** How long the page's main thread was busy until then (every task: parsing, styles, scripts), ms. */
  mainThreadMs: number;
  /** Of that, running scripts (evaluation, hydration, handlers), ms. */
  scriptMs: number;
}

/** The page's cumulative main-thread counters, as Chromium keeps them (seconds), in ms. */
async function mainThreadTimes(cdp: CDPSession): Promise<Pick<FirstPaintTimes, 'mainThreadMs' | 'scriptMs'>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN) * 1000;
  return { mainThreadMs: value('TaskDuration'), scriptMs: value('ScriptDuration') };
}

// Said on the console when the page is ready: the bench hears it over the DevTools protocol, which
// needs nothing in the page. Waiting with Playwright's page functions would not do: they load its
// in-page helper script (~330 KB) at the first paint and poll every frame, which on this CPU cost
// the page ~60 ms of main thread at its busiest moment, time no visitor's phone spends.
const READY_MESSAGE = 'ew-bench: page ready';

// Runs in the page before any of its own scripts: notes the moment the shell marks the page ready.
// The document, not <html>, is observed: this runs before the parser has made it. A string, so the
// transpiler that runs the bench adds no helpers the page would not have.
const NOTE_READY = `
  new MutationObserver(() => {
    if (document.documentElement.dataset.page !== 'ready' || window.__hydratedAt !== undefined) return;
    window.__hydratedAt = performance.now();
    console.debug(${JSON.stringify(READY_MESSAGE)});
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page'] });
`;

/** One visit on the phone profile, in a fresh context (nothing cached, no cookies). */
export async function measureFirstPaint(browser: Browser, url: string): Promise<FirstPaintTimes> {
  const context = await browser.newContext(phoneContextOptions());
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
    });
    await cdp.send('Performance.enable');
    await page.addInitScript({ content: NOTE_READY });
    const ready = page.waitForEvent('console', { predicate: (message) => message.text() === READY_MESSAGE, timeout: 60_000 });
    await page.goto(url, { waitUntil: 'commit' });
    await ready;
    // Read at once: what the page does after it is live is not part of making it live.
    const busy = await mainThreadTimes(cdp);
    const times = await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      hydratedMs: (window as unknown as { __hydratedAt: number }).__hydratedAt,
    }));
    return { ...times, ...busy };
  } finally {
    await context.close();
  }
}
