import { STARTUP_SCRIPTS_ID } from '@echowatch/contracts';
import { LEAD_PICTURE } from '../rendering/lead-picture';
import { afterFrame, afterFrameOnScreen, FRAME_ON_SCREEN_MS, listedScripts, onFirstContentfulPaint, type EarlyWindow } from './page-moments';

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
      link.setAttribute('fetchpriority', 'high');
      doc.head.append(link);
    }
  };
  afterContentPainted(win, request);
}

/**
 * Runs `work` once, as soon as the page's first view is on screen: when the first contentful
 * paint is reported. Not at the frame that draws it: a frame shows on screen tens of milliseconds
 * after it is drawn, and a download asked for in between can end before the largest paint and
 * hold it back. But while the document still streams in, the parser holds the main thread and the
 * report waits behind it (for 50–250 ms on a busy phone) while the link, done with the document's
 * own files, stands idle; so until the parse ends, a frame that paints content counts too, once it
 * has had `FRAME_ON_SCREEN_MS` to show: the first frame once the page's markup has begun to
 * arrive, or the one after the lead picture (the image marked `fetchpriority="high"`, the largest
 * paint) is in. Where the browser reports no paints, the frame after the parse.
 */
function afterContentPainted(win: EarlyWindow, work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  const doc = win.document;
  const streaming = () => doc.readyState === 'loading';
  const leadPictureIn = (event: Event) => {
    const target = event.target;
    if (streaming() && target instanceof Element && target.matches(LEAD_PICTURE)) afterFrameOnScreen(win, once);
  };
  // An image's load and error events do not bubble: the document sees them while they are captured.
  doc.addEventListener('load', leadPictureIn, { capture: true });
  doc.addEventListener('error', leadPictureIn, { capture: true });
  const afterMarkupFrame = () =>
    win.requestAnimationFrame(() => {
      if (done || !streaming()) return;
      if (doc.getElementById('root')?.firstElementChild) win.setTimeout(once, FRAME_ON_SCREEN_MS);
      else afterMarkupFrame();
    });
  if (streaming()) afterMarkupFrame();
  if (onFirstContentfulPaint(win, once)) return;
  if (streaming()) doc.addEventListener('readystatechange', () => afterFrame(win, once), { once: true });
  else afterFrame(win, once);
}
