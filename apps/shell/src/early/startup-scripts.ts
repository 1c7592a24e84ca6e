import { STARTUP_SCRIPTS_ID } from '@echowatch/contracts';
import { afterFrame, listedScripts, onFirstContentfulPaint, type EarlyWindow } from './page-moments';

/**
 * Asks for the scripts the page starts with as soon as its content is on screen, instead of when
 * the entry script has arrived and run (on a slow phone, a second later): the downloads run beside
 * the entry script's, and the first paint shares the connection with none of them. A script the
 * page has already asked for itself is left alone. A hidden tab paints nothing: its entry script,
 * run once the page is parsed, asks for them.
 */
export function requestStartupScripts(win: EarlyWindow): void {
  const doc = win.document;
  const request = () => {
    const asked = new Set([...doc.scripts].map((script) => script.src));
    for (const href of listedScripts(doc, STARTUP_SCRIPTS_ID)) {
      const link = doc.createElement('link');
      link.href = href;
      if (asked.has(link.href)) continue;
      link.rel = 'preload';
      link.as = 'script';
      // As urgent as the entry script: a preload a script adds is otherwise queued behind the rest.
      link.fetchPriority = 'high';
      doc.head.append(link);
    }
  };
  afterContentPainted(win, request);
}

/**
 * Runs `work` once, as soon as the page's first view is on screen: once the browser has the first
 * contentful paint's timing. Not at the frame that draws it: a frame shows on screen tens of
 * milliseconds after it is drawn, and a download asked for in between can end before the largest
 * paint and hold it back. Not only when the observer is told either: browsers deliver that as
 * low-priority work, which waits behind a parser busy with a long document (50–250 ms on a phone)
 * while the link, done with the document's own files, stands idle; so each frame also looks for
 * the paint in the page's timeline, where it is as soon as it has shown. Where the browser
 * reports no paints, the frame after the parse.
 */
function afterContentPainted(win: EarlyWindow, work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  const doc = win.document;
  if (!onFirstContentfulPaint(win, once)) {
    if (doc.readyState === 'loading') doc.addEventListener('readystatechange', () => afterFrame(win, once), { once: true });
    else afterFrame(win, once);
    return;
  }
  const eachFrame = () =>
    win.requestAnimationFrame(() => {
      if (done) return;
      if (win.performance.getEntriesByName('first-contentful-paint').length > 0) once();
      else eachFrame();
    });
  eachFrame();
}
