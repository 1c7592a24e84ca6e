import { ENTRY_SCRIPTS_ID } from '@echowatch/contracts';
import { LEAD_PICTURE } from '../rendering/lead-picture';
import { PAGE_STATE_ID } from '../rendering/page-state';
import { afterFrame, listedScripts, onElementShown, onFirstContentfulPaint, type EarlyWindow } from './page-moments';

/** Longest a page whose paint is not reported, or whose lead picture is slow, waits to start. */
export const LEAD_IMAGE_WAIT_MS = 1500;

/** Calls `then` once the browser reports the first contentful paint, or after a frame where it reports no paints. */
function afterFirstPaint(win: EarlyWindow, then: () => void): void {
  if (!onFirstContentfulPaint(win, then)) afterFrame(win, then);
}

/** Whether any of the element is inside the window (a picture outside it is not the largest paint). */
function inView(win: EarlyWindow, element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < win.innerHeight && box.left < win.innerWidth;
}

/**
 * Calls `then` once the page's lead picture is on screen; at once if it has none, the picture is out
 * of view or it has failed. Where the browser reports elements shown and the picture is marked for it
 * (`elementtiming`), that report decides: an image that has arrived may still wait for its decode and
 * a frame. Elsewhere, and for a picture that fails, the frame after it arrives.
 */
function afterLeadPicture(win: EarlyWindow, then: () => void): void {
  const picture = win.document.querySelector<HTMLImageElement>(LEAD_PICTURE);
  if (!picture || !inView(win, picture) || (picture.complete && picture.naturalWidth === 0)) return then();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const afterArrival = () => afterFrame(win, once);
  picture.addEventListener('error', afterArrival, { once: true });
  const identifier = picture.getAttribute('elementtiming');
  if (identifier && onElementShown(win, identifier, once)) return;
  if (picture.complete) return afterArrival();
  picture.addEventListener('load', afterArrival, { once: true });
}

/**
 * Runs the page's entry script (listed by the build, preloaded with the document) once the page is
 * parsed, its content painted and its lead picture on screen: its evaluation, and what it starts, then
 * never hold back the largest paint. A hidden page paints nothing, and a page the server did not
 * render (no page state: the entry draws it) has nothing to paint: both start once parsed. A page
 * whose paint is not reported, or whose lead picture is slow, starts `LEAD_IMAGE_WAIT_MS` after its
 * parse at the latest.
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
    win.setTimeout(start, LEAD_IMAGE_WAIT_MS);
    if (doc.visibilityState === 'hidden' || !doc.getElementById(PAGE_STATE_ID)) return start();
    afterFirstPaint(win, () => afterLeadPicture(win, start));
  };
  if (doc.readyState === 'loading') doc.addEventListener('readystatechange', parsed, { once: true });
  else parsed();
}
