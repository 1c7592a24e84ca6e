import { ENTRY_SCRIPTS_ID } from '@echowatch/contracts';
import { PAGE_STATE_ID } from '../rendering/page-state';
import { windowWithPaintReports } from '../testing/paint-reports';
import { startEntryScripts } from './entry-scripts';

// Longer than any wait a page could have had: nothing starts the entry on a time of its own.
const A_MINUTE = 60_000;

const started = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => [new URL(script.src).pathname, script.async]);

/** A page the server rendered: its markup, then its state. */
function pageWithEntry(list: string, body = '', rendered = true) {
  document.head.innerHTML = `<script type="application/json" id="${ENTRY_SCRIPTS_ID}">${list}</script>`;
  document.body.innerHTML = rendered ? `${body}<script type="application/json" id="${PAGE_STATE_ID}">{}</script>` : '<div id="root"></div>';
}

const LEAD = '<img src="/lead.png" fetchpriority="high" elementtiming="lead-picture" alt="">';

/** The lead picture, laid out where the test says (jsdom lays nothing out). */
function leadInView({ top = 120 }: { top?: number } = {}): HTMLImageElement {
  const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
  const box = { top, bottom: top + 200, left: 0, right: 375, width: 375, height: 200 } as DOMRect;
  lead.getBoundingClientRect = () => box;
  lead.getClientRects = () => [box] as unknown as DOMRectList;
  return lead;
}

describe('startEntryScripts', () => {
  let readyState: DocumentReadyState;
  let visibility: DocumentVisibilityState;
  const parsed = () => {
    readyState = 'interactive';
    document.dispatchEvent(new Event('readystatechange'));
  };

  beforeEach(() => {
    jest.useFakeTimers();
    readyState = 'loading';
    visibility = 'visible';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (document as { readyState?: DocumentReadyState }).readyState;
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('runs the listed scripts, in order, once the page is parsed and its first content painted', () => {
    pageWithEntry('["/main.1a.js","/main.2b.js"]');
    const { win, report, allDisconnected } = windowWithPaintReports();
    startEntryScripts(win);
    // Painted while the parser still streams a long page: not yet, the page is not all there.
    report('first-paint', 'first-contentful-paint');
    jest.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    parsed();
    report('first-contentful-paint');
    expect(started()).toEqual([
      ['/main.1a.js', false],
      ['/main.2b.js', false],
    ]);
    expect(allDisconnected()).toBe(true);
    jest.advanceTimersByTime(A_MINUTE);
    document.body.click();
    expect(started()).toHaveLength(2);
  });

  it('does not run them in the frames before the first contentful paint is reported', () => {
    pageWithEntry('["/main.1a.js"]');
    const { win, report } = windowWithPaintReports();
    startEntryScripts(win);
    parsed();
    report('first-paint');
    jest.advanceTimersByTime(A_MINUTE);
    expect(started()).toEqual([]);
    report('first-contentful-paint');
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('waits for the browser to report the lead picture on screen, not only arrived', () => {
    pageWithEntry('["/main.1a.js"]', `<img src="/other.png" alt="">${LEAD}`);
    const { win, report, show, allDisconnected } = windowWithPaintReports();
    const lead = leadInView();
    startEntryScripts(win);
    parsed();
    report('first-contentful-paint');
    lead.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    show('lead-picture');
    expect(started()).toEqual([['/main.1a.js', false]]);
    expect(allDisconnected()).toBe(true);
  });

  it('starts at the first contentful paint when the lead picture was reported on screen before it', () => {
    pageWithEntry('["/main.1a.js"]', LEAD);
    const { win, report, show } = windowWithPaintReports();
    leadInView();
    show('lead-picture');
    startEntryScripts(win);
    parsed();
    report('first-contentful-paint');
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('does not wait for a lead picture below the window: it is not the largest paint', () => {
    pageWithEntry('["/main.1a.js"]', LEAD);
    const { win, report } = windowWithPaintReports();
    leadInView({ top: window.innerHeight });
    startEntryScripts(win);
    parsed();
    report('first-contentful-paint');
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('starts as soon as the lead picture fails, before or after the first paint: it will not be shown', () => {
    for (const failedBefore of [false, true]) {
      pageWithEntry('["/main.1a.js"]', LEAD);
      const { win, report } = windowWithPaintReports();
      const lead = leadInView();
      if (failedBefore) Object.defineProperty(lead, 'complete', { value: true });
      startEntryScripts(win);
      parsed();
      report('first-contentful-paint');
      if (!failedBefore) {
        expect(started()).toEqual([]);
        lead.dispatchEvent(new Event('error'));
      }
      expect(started()).toEqual([['/main.1a.js', false]]);
      document.head.innerHTML = '';
    }
  });

  it('starts at the first contentful paint where the browser does not report elements shown', () => {
    pageWithEntry('["/main.1a.js"]', LEAD);
    const { win, report } = windowWithPaintReports({ reportsElements: false });
    leadInView();
    startEntryScripts(win);
    parsed();
    report('first-contentful-paint');
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('starts a hidden page as soon as it is parsed: it paints nothing', () => {
    visibility = 'hidden';
    pageWithEntry('["/main.1a.js"]');
    startEntryScripts(windowWithPaintReports().win);
    expect(started()).toEqual([]);
    parsed();
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('starts a page the server did not render as soon as it is parsed: it has nothing to paint before', () => {
    pageWithEntry('["/main.1a.js"]', '', false);
    startEntryScripts(windowWithPaintReports().win);
    expect(started()).toEqual([]);
    parsed();
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('waits for a slow lead picture however long it takes, and starts at once when the visitor acts', () => {
    for (const action of [new MouseEvent('pointerdown', { bubbles: true }), new KeyboardEvent('keydown', { bubbles: true }), new MouseEvent('click', { bubbles: true }), new Event('scroll')]) {
      pageWithEntry('["/main.1a.js"]', LEAD);
      const { win, report } = windowWithPaintReports();
      leadInView();
      startEntryScripts(win);
      parsed();
      report('first-contentful-paint');
      jest.advanceTimersByTime(A_MINUTE);
      expect(started()).toEqual([]);
      (action.type === 'scroll' ? window : document.body).dispatchEvent(action);
      expect(started()).toEqual([['/main.1a.js', false]]);
      readyState = 'loading';
      document.head.innerHTML = '';
    }
  });

  it('starts once parsed when the visitor acted before: the entry reads the page state at its end', () => {
    pageWithEntry('["/main.1a.js"]', LEAD);
    const { win } = windowWithPaintReports();
    leadInView();
    startEntryScripts(win);
    document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(started()).toEqual([]);
    parsed();
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('starts when the page is hidden before its paints are reported: a hidden page paints nothing', () => {
    pageWithEntry('["/main.1a.js"]', LEAD);
    const { win, report } = windowWithPaintReports();
    leadInView();
    startEntryScripts(win);
    parsed();
    report('first-contentful-paint');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started()).toEqual([]);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('does not wait for a lead picture that is not laid out (hidden at this width): it will never show', () => {
    pageWithEntry('["/main.1a.js"]', LEAD);
    const { win, report } = windowWithPaintReports();
    // jsdom lays nothing out: the picture has no box, as with display: none.
    startEntryScripts(win);
    parsed();
    report('first-contentful-paint');
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('stops listening to the visitor once started', () => {
    pageWithEntry('["/main.1a.js"]');
    const { win, report } = windowWithPaintReports();
    const added = jest.spyOn(win, 'addEventListener');
    const removed = jest.spyOn(win, 'removeEventListener');
    startEntryScripts(win);
    parsed();
    expect(removed).not.toHaveBeenCalled();
    report('first-contentful-paint');
    expect(started()).toEqual([['/main.1a.js', false]]);
    expect(added.mock.calls.length).toBeGreaterThan(0);
    expect(removed.mock.calls).toEqual(added.mock.calls);
    document.body.click();
    expect(started()).toHaveLength(1);
  });

  it('starts in the frame after the parse where the browser reports no paints', () => {
    pageWithEntry('["/main.1a.js"]');
    // jsdom has no paint timing, and runs animation frames on timers.
    startEntryScripts(window);
    parsed();
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('runs nothing for a page without a list or with a broken one', () => {
    readyState = 'interactive';
    for (const list of ['', '["/main.1a.js"', '{"src":"/main.1a.js"}']) {
      if (list) pageWithEntry(list);
      startEntryScripts(window);
      jest.advanceTimersByTime(A_MINUTE);
      document.body.click();
    }
    expect(started()).toEqual([]);
  });
});
