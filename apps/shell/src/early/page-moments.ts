/** What the early script's parts share: moments of the page's first view, and the build's lists. */
export type EarlyWindow = Window & typeof globalThis;

/** Calls `then` in the task after the next frame: that frame has been drawn by then. */
export const afterFrame = (win: EarlyWindow, then: () => void): void => {
  win.requestAnimationFrame(() => win.setTimeout(then, 0));
};

/**
 * Calls `then` once the browser reports an entry of `type` that `wanted` finds. Returns false, and
 * never calls it, where the browser does not report entries of that type.
 */
function onReported(win: EarlyWindow, type: string, wanted: (entries: PerformanceEntry[]) => boolean, then: () => void): boolean {
  if (!win.PerformanceObserver?.supportedEntryTypes?.includes(type)) return false;
  const observer = new win.PerformanceObserver((list) => {
    if (!wanted(list.getEntries())) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type, buffered: true });
  return true;
}

/**
 * Calls `then` once the browser reports the first contentful paint. Returns false, and never
 * calls it, where the browser reports no paints.
 */
export const onFirstContentfulPaint = (win: EarlyWindow, then: () => void): boolean =>
  onReported(win, 'paint', (entries) => entries.some((entry) => entry.name === 'first-contentful-paint'), then);

/**
 * Calls `then` once the browser reports an element marked `elementtiming` on screen (Element Timing:
 * delivered after the frame that shows it is presented). Returns false, and never calls it, where
 * the browser does not report elements.
 */
export const onMarkedElementShown = (win: EarlyWindow, then: () => void): boolean => onReported(win, 'element', () => true, then);

/** The addresses the build listed in the inert JSON element `id` (none when it is missing or broken). */
export function listedScripts(doc: Document, id: string): string[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(id)?.textContent ?? '[]');
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}
