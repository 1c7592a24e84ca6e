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
  afterContentPainted(win, request);
}

/** Longest a slow lead picture may hold back the requests (as it holds back the page's start). */
export const LEAD_IMAGE_WAIT_MS = 1500;

/**
 * Runs `work` once, just after the frame that paints the page's content: the first frame once the
 * document is parsed (all of the page is there to paint) and its lead picture (the image marked
 * `fetchpriority="high"`) has arrived, or after `LEAD_IMAGE_WAIT_MS` when the picture is slow.
 * Not the first frame alone: it may come before the content and paint nothing. Not the browser's
 * paint reports: on a busy phone they arrive 50–250 ms after the paint, time the downloads could
 * have used. And not before the lead picture: the page's largest paint would share the connection.
 */
function afterContentPainted(win: Window & typeof globalThis, work: () => void): void {
  const doc = win.document;
  let done = false;
  const afterFrame = () =>
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        if (done) return;
        done = true;
        work();
      }, 0),
    );
  const whenParsed = () => {
    const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!image || image.complete) return afterFrame();
    image.addEventListener('load', afterFrame, { once: true });
    image.addEventListener('error', afterFrame, { once: true });
    win.setTimeout(afterFrame, LEAD_IMAGE_WAIT_MS);
  };
  if (doc.readyState === 'loading') doc.addEventListener('readystatechange', whenParsed, { once: true });
  else whenParsed();
}
