import { ENTRY_SCRIPTS_ID } from '@echowatch/contracts';
import { LEAD_PICTURE } from '../rendering/lead-picture';
import { PAGE_STATE_ID } from '../rendering/page-state';
import { afterFrame, listedScripts, onMarkedElementShown, onFirstContentfulPaint, type EarlyWindow } from './page-moments';

/** Longest a page whose paint is not reported, or whose lead picture is slow, waits to start. */
export const LEAD_IMAGE_WAIT_MS = 1500;

/** Calls `then` once the browser reports the first contentful paint, or after a frame where it reports no paints. */
function afterFirstPaint(win: EarlyWindow, then: () => void): void {
  if (!onFirstContentfulPaint(win, then)) afterFrame(win, then);
}

/**
 * Calls `then` once the browser reports the page's lead picture on screen (Element Timing): an image
 * that has arrived may still wait for its decode and a frame. At once if the page has none, the
 * picture is below the window (it is not the largest paint then), it has failed, or the browser
 * does not report elements shown. It may call `then` again: the caller starts once.
 */
function afterLeadPicture(win: EarlyWindow, then: () => void): void {
  const picture = win.document.querySelector<HTMLImageElement>(LEAD_PICTURE);
  // A page opens at its top: a picture starting below the window is outside it.
  if (!picture || picture.getBoundingClientRect().top >= win.innerHeight || (picture.complete && !picture.naturalWidth)) return then();
  picture.addEventListener('error', then);
  // The lead picture is the page's one element marked for Element Timing.
  if (!onMarkedElementShown(win, then)) then();
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
