import { ENTRY_SCRIPTS_ID } from '@echowatch/contracts';
import { LEAD_PICTURE } from '../rendering/lead-picture';
import { PAGE_STATE_ID } from '../rendering/page-state';
import { afterFrame, listedScripts, onMarkedElementShown, onFirstContentfulPaint, type EarlyWindow } from './page-moments';

/**
 * What a visitor does that the page's code has to answer: the entry starts then, whatever it waits
 * for. (A page hidden before its paints are reported starts when it is shown again and paints.)
 */
const VISITOR_ACTIONS = ['click', 'keydown'] as const;

/** Calls `then` once the browser reports the first contentful paint, or after a frame where it reports no paints. */
function afterFirstPaint(win: EarlyWindow, then: () => void): void {
  if (!onFirstContentfulPaint(win, then)) afterFrame(win, then);
}

/**
 * Calls `then` once the browser reports the page's lead picture on screen (Element Timing): an image
 * that has arrived may still wait for its decode and a frame. At once if the page has none, the
 * picture is outside the window or not laid out (it is not the largest paint then), it has
 * failed, or the browser does not report elements shown. It may call `then` again: the caller
 * starts once.
 */
function afterLeadPicture(win: EarlyWindow, then: () => void): void {
  const picture = win.document.querySelector<HTMLImageElement>(LEAD_PICTURE);
  // A page opens at its top; a picture not laid out (hidden at this width) has an empty box there.
  const box = picture?.getBoundingClientRect();
  if (!picture || !box || !(box.bottom > 0 && box.top < win.innerHeight) || (picture.complete && !picture.naturalWidth)) return then();
  picture.addEventListener('error', then);
  // The lead picture is the page's one element marked for Element Timing.
  if (!onMarkedElementShown(win, then)) then();
}

/**
 * Runs the page's entry script (listed by the build, preloaded with the document) once the page is
 * parsed, its content painted and its lead picture on screen: its evaluation, and what it starts, then
 * never hold back the largest paint. Each of these is an event of the page, not a time of ours: a
 * hidden page paints nothing and a page the server did not render (no page state: the entry draws
 * it) has nothing to paint, so both start once parsed; a visitor who acts before the picture shows
 * (a slow or stalled picture) needs the code more than the picture, so it starts then.
 */
export function startEntryScripts(win: EarlyWindow): void {
  const doc = win.document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of listedScripts(doc, ENTRY_SCRIPTS_ID)) {
      const script = doc.createElement('script');
      script.src = src;
      // In the listed order, as the template's deferred scripts would have run.
      script.async = false;
      doc.head.append(script);
    }
  };
  const parsed = () => {
    if (doc.visibilityState === 'hidden' || !doc.getElementById(PAGE_STATE_ID)) return start();
    // From the parse on (the entry reads the page state at the document's end); left in place once
    // started, when they do nothing.
    for (const type of VISITOR_ACTIONS) win.addEventListener(type, start, true);
    afterFirstPaint(win, () => afterLeadPicture(win, start));
  };
  if (doc.readyState === 'loading') doc.addEventListener('readystatechange', parsed, { once: true });
  else parsed();
}
