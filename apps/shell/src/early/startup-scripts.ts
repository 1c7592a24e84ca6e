/** The inert list of the scripts the page starts with, which the shell's build writes into the page's head. */
export const STARTUP_SCRIPTS_ID = 'ew-startup-scripts';

/**
 * Asks for the scripts the page starts with as soon as its content is on screen, instead of when the
 * entry script has arrived and run (on a slow phone, a second later): the downloads run beside
 * the entry script's, and the first paint shares the connection with none of them. A script the
 * page has already asked for itself is left alone. A hidden tab paints nothing and asks for
 * nothing: its entry script asks for what it needs when it runs.
 */
export function requestStartupScripts(win: Window & typeof globalThis): void {
  const doc = win.document;
  const request = () => {
    const asked = new Set([...doc.scripts].map((script) => script.src));
    let list: unknown;
    try {
      list = JSON.parse(doc.getElementById(STARTUP_SCRIPTS_ID)?.textContent ?? '[]');
    } catch {
      return;
    }
    for (const href of Array.isArray(list) ? list : []) {
      const link = doc.createElement('link');
      link.href = String(href);
      if (asked.has(link.href)) continue;
      link.rel = 'preload';
      link.as = 'script';
      // As urgent as the entry script: a preload a script adds is otherwise queued behind the rest.
      link.setAttribute('fetchpriority', 'high');
      doc.head.append(link);
    }
  };
  afterFirstContentfulPaint(win, request);
}

/**
 * Runs `work` once the page's content is painted. Not the first frame: that may paint nothing yet.
 * Where paint timing is not observable, a frame and then a task stand in.
 */
function afterFirstContentfulPaint(win: Window & typeof globalThis, work: () => void): void {
  const later = () => win.setTimeout(work, 0);
  if (!win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    win.requestAnimationFrame(later);
    return;
  }
  const observer = new win.PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    later();
  });
  observer.observe({ type: 'paint', buffered: true });
}
