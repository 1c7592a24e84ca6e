/** What the early script's parts share: moments of the page's first view, and the build's lists. */
export type EarlyWindow = Window & typeof globalThis;

/** Calls `then` in the task after the next frame: that frame has been drawn by then. */
export const afterFrame = (win: EarlyWindow, then: () => void): void => {
  win.requestAnimationFrame(() => win.setTimeout(then, 0));
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

/**
 * Calls `then` once the browser reports that the element marked `elementtiming="<identifier>"` is
 * on screen (Element Timing: delivered after the frame that shows it is presented). Returns false,
 * and never calls it, where the browser does not report elements.
 */
export function onElementShown(win: EarlyWindow, identifier: string, then: () => void): boolean {
  if (!win.PerformanceObserver?.supportedEntryTypes?.includes('element')) return false;
  const observer = new win.PerformanceObserver((entries) => {
    const shown = entries.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === identifier);
    if (!shown) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'element', buffered: true });
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
