/** What the early script's parts share: moments of the page's first view, and the build's lists. */
export type EarlyWindow = Window & typeof globalThis;

/** Calls `then` in the task after the next frame: that frame has been drawn by then. */
export const afterFrame = (win: EarlyWindow, then: () => void): void => {
  win.requestAnimationFrame(() => win.setTimeout(then, 0));
};

/**
 * How long a drawn frame may take to be on screen: raster and display follow the main thread's
 * part (26–40 ms in Chromium on a two-core machine without a GPU). What a page asks for before
 * its largest paint shows can end first and hold that paint back.
 */
export const FRAME_ON_SCREEN_MS = 50;

/** Calls `then` once the next frame has had time to show (`FRAME_ON_SCREEN_MS` after it is drawn). */
export const afterFrameOnScreen = (win: EarlyWindow, then: () => void): void => {
  win.requestAnimationFrame(() => win.setTimeout(then, FRAME_ON_SCREEN_MS));
};

/**
 * Calls `then` once the browser reports the first contentful paint. Returns false, and never
 * calls it, where the browser reports no paints.
 */
export function onFirstContentfulPaint(win: EarlyWindow, then: () => void): boolean {
  if (!win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return false;
  const observer = new win.PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
  return true;
}

/** The addresses the build listed in the inert JSON element `id` (none when it is missing or broken). */
export function listedScripts(doc: Document, id: string): string[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(id)?.textContent ?? '[]');
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}
