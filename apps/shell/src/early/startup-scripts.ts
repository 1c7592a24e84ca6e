import { STARTUP_SCRIPTS_ID } from '@echowatch/contracts';
import { LEAD_PICTURE } from '../rendering/lead-picture';
import { afterFrame, listedScripts, onFirstContentfulPaint, type EarlyWindow } from './page-moments';

/**
 * Asks for the scripts the page starts with as soon as its lead picture is in or its content is on
 * screen, instead of when the entry script has arrived and run (on a slow phone, a second later):
 * the downloads run beside the entry script's, and the first paint shares the connection with none
 * of them. A script the page has already asked for itself is left alone. A hidden tab paints
 * nothing: it asks once its lead picture is in, or its entry script asks when it runs.
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
 * Runs `work` once, as soon as the page's first view has what it needs from the network: the frame
 * after its lead picture (the image marked `fetchpriority="high"`, the largest paint) has arrived,
 * or the frame that paints its content: the first frame once the page's markup has begun to arrive
 * or the document is parsed, or the first contentful paint if the browser reports that earlier.
 * Not the first frame alone: it may come before the content and paint nothing. Not only the paint
 * report either: on a busy phone it arrives 50–250 ms after the paint, and a long page is parsed
 * well after its lead picture is in; meanwhile the link, done with the document's own files,
 * would stand idle for a round trip.
 */
function afterContentPainted(win: EarlyWindow, work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  const doc = win.document;
  // After the frame that paints it: the largest paint is then over before any script is asked for.
  const leadPictureIn = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && target.matches(LEAD_PICTURE)) afterFrame(win, once);
  };
  // An image's load and error events do not bubble: the document sees them while they are captured.
  doc.addEventListener('load', leadPictureIn, { capture: true });
  doc.addEventListener('error', leadPictureIn, { capture: true });
  // A long document is painted while it streams, and its parse ends (and its paint is reported)
  // hundreds of milliseconds later on a phone: the first frame once the page's markup has begun
  // to arrive is the one that paints it.
  const afterMarkupFrame = () =>
    win.requestAnimationFrame(() => {
      if (done) return;
      if (doc.getElementById('root')?.firstElementChild) win.setTimeout(once, 0);
      else afterMarkupFrame();
    });
  if (doc.readyState === 'loading') {
    doc.addEventListener('readystatechange', () => afterFrame(win, once), { once: true });
    afterMarkupFrame();
  } else afterFrame(win, once);
  onFirstContentfulPaint(win, once);
}
