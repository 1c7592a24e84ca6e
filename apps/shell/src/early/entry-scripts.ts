import { ENTRY_SCRIPTS_ID } from '@echowatch/contracts';
import { LEAD_PICTURE } from '../rendering/lead-picture';
import { PAGE_STATE_ID } from '../rendering/page-state';
import { afterFrame, listedScripts, onMarkedElementShown, onFirstContentfulPaint, type EarlyWindow } from './page-moments';

/** What a visitor does that the page's code has to answer: the entry starts then, whatever it waited for. */
const VISITOR_ACTIONS = ['pointerdown', 'keydown', 'click', 'scroll'] as const;

/** Calls `then` once the browser reports the first contentful paint, or after a frame where it reports no paints. */
function afterFirstPaint(win: EarlyWindow, then: () => void): void {
  if (!onFirstContentfulPaint(win, then)) afterFrame(win, then);
}

/**
 * Calls `then` once the browser reports the page's lead picture on screen (Element Timing): an image
 * that has arrived may still wait for its decode and a frame. At once if the page has none, the
 * picture is below the window (it is not the largest paint then) or not laid out at all, it has
 * failed, or the browser does not report elements shown. It may call `then` again: the caller
 * starts once.
 */
function afterLeadPicture(win: EarlyWindow, then: () => void): void {
  const picture = win.document.querySelector<HTMLImageElement>(LEAD_PICTURE);
  if (!picture || picture.getClientRects().length === 0 || (picture.complete && !picture.naturalWidth)) return then();
  // A page opens at its top: a picture starting below the window is outside it.
  if (picture.getBoundingClientRect().top >= win.innerHeight) return then();
  picture.addEventListener('error', then);
  // The lead picture is the page's one element marked for Element Timing.
  if (!onMarkedElementShown(win, then)) then();
}

/**
 * Calls `then` once the visitor acts on the page, or the page is hidden: a hidden page paints
 * nothing more, so what the entry waits for may never be reported. Returns what stops listening.
 */
function onVisitorOrHidden(win: EarlyWindow, then: () => void): () => void {
  const options = { capture: true, passive: true };
  const onHidden = () => win.document.visibilityState === 'hidden' && then();
  for (const type of VISITOR_ACTIONS) win.addEventListener(type, then, options);
  win.document.addEventListener('visibilitychange', onHidden, options);
  return () => {
    for (const type of VISITOR_ACTIONS) win.removeEventListener(type, then, options);
    win.document.removeEventListener('visibilitychange', onHidden, options);
  };
}

/**
 * Runs the page's entry script (listed by the build, preloaded with the document) once the page is
 * parsed, its content painted and its lead picture on screen: its evaluation, and what it starts, then
 * never hold back the largest paint. Each of these is an event of the page, not a time of ours: a
 * hidden page paints nothing and a page the server did not render (no page state: the entry draws
 * it) has nothing to paint, so both start once parsed; a visitor who acts before the picture shows
 * (a slow or stalled picture) needs the code more than the picture, so it starts then, or once the
 * page is parsed if that is later: the entry reads the page's state from its end.
 */
export function startEntryScripts(win: EarlyWindow): void {
  const doc = win.document;
  let parsed = false;
  let wanted = false;
  let started = false;
  const start = () => {
    wanted = true;
    if (started || !parsed) return;
    started = true;
    stopListening();
    for (const src of listedScripts(doc, ENTRY_SCRIPTS_ID)) {
      const script = doc.createElement('script');
      script.src = src;
      // In the listed order, as the template's deferred scripts would have run.
      script.async = false;
      doc.head.append(script);
    }
  };
  const stopListening = onVisitorOrHidden(win, start);
  const onParsed = () => {
    parsed = true;
    if (wanted || doc.visibilityState === 'hidden' || !doc.getElementById(PAGE_STATE_ID)) return start();
    afterFirstPaint(win, () => afterLeadPicture(win, start));
  };
  if (doc.readyState === 'loading') doc.addEventListener('readystatechange', onParsed, { once: true });
  else onParsed();
}
