import { devices, type Browser } from 'playwright-core';

/** The phone the first-paint part measures on: 375 × 800, CPU four times slower, 150 ms round trip, 1.6 Mbps down. */
export const PHONE_PROFILE = {
  viewport: { width: 375, height: 800 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
};

export interface FirstPaintTimes {
  /** First contentful paint, ms from navigation start. */
  fcpMs: number;
  /** When the shell marked the page hydrated (`<html data-page="ready">`), ms from navigation start. */
  hydratedMs: number;
}

// Runs in the page before any of its own scripts: notes the moment the shell marks the page ready.
const NOTE_READY = () => {
  const note = () => {
    if (document.documentElement.dataset.page === 'ready') (window as unknown as { __hydratedAt?: number }).__hydratedAt ??= performance.now();
  };
  // The document, not <html>: this runs before the parser has made it.
  new MutationObserver(note).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page'] });
};

/** One visit on the phone profile, in a fresh context (nothing cached, no cookies). */
export async function measureFirstPaint(browser: Browser, url: string): Promise<FirstPaintTimes> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: PHONE_PROFILE.viewport });
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
    await page.addInitScript(NOTE_READY);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt !== undefined, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      hydratedMs: (window as unknown as { __hydratedAt: number }).__hydratedAt,
    }));
  } finally {
    await context.close();
  }
}
