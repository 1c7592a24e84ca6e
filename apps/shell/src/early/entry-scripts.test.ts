import { ENTRY_SCRIPTS_ID } from '@echowatch/contracts';
import { PAGE_STATE_ID } from '../rendering/page-state';
import { windowWithPaintReports, type PaintReports } from '../testing/paint-reports';
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
  return lead;
}

describe('startEntryScripts', () => {
  let readyState: DocumentReadyState;
  let visibility: DocumentVisibilityState;
  // Every test's page listens on jsdom's one window: each test's listeners go when it ends.
  const listening: Parameters<Window['addEventListener']>[] = [];
  const tracked = (win: Window & typeof globalThis) => {
    win.addEventListener = ((...args: Parameters<Window['addEventListener']>) => {
      listening.push(args);
      window.addEventListener(...args);
    }) as Window['addEventListener'];
    return win;
  };
  const paintReports = (options?: { reportsElements: boolean }): PaintReports => {
    const reports = windowWithPaintReports(options);
    tracked(reports.win);
    return reports;
  };
  /** jsdom's own window, which reports no paints. */
  const withoutPaintReports = () => tracked({ ...window, setTimeout, requestAnimationFrame } as unknown as Window & typeof globalThis);
  const parsed = () => {
    readyState = 'interactive';
    document.dispatchEvent(new Event('readystatechange'));
  };
  const hide = () => {
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  };

  beforeEach(() => {
    jest.useFakeTimers();
    readyState = 'loading';
    visibility = 'visible';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    for (const args of listening.splice(0)) window.removeEventListener(...(args as Parameters<Window['removeEventListener']>));
    jest.useRealTimers();
    delete (document as { readyState?: DocumentReadyState }).readyState;
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('runs the listed scripts, in order, once the page is parsed and its first content painted', () => {
    pageWithEntry('["/main.1a.js","/main.2b.js"]');
    const { win, report } = paintReports();
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
    jest.advanceTimersByTime(A_MINUTE);
    document.body.click();
    expect(started()).toHaveLength(2);
  });

  it('does not run them before the first contentful paint is reported, however long that takes', () => {
    pageWithEntry('["/main.1a.js"]');
    const { win, report } = paintReports();
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
    const { win, report, show, allDisconnected } = paintReports();
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
    const { win, report, show } = paintReports();
    leadInView();
    show('lead-picture');
    startEntryScripts(win);
    parsed();
    report('first-contentful-paint');
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('does not wait for a lead picture below the window or not laid out (hidden at this width): neither is the largest paint', () => {
    for (const laidOut of [true, false]) {
      pageWithEntry('["/main.1a.js"]', LEAD);
      const { win, report } = paintReports();
      // jsdom lays nothing out: a picture it is not told about has no box, as with display: none.
      if (laidOut) leadInView({ top: window.innerHeight });
      startEntryScripts(win);
      parsed();
      report('first-contentful-paint');
      expect(started()).toEqual([['/main.1a.js', false]]);
      readyState = 'loading';
      document.head.innerHTML = '';
    }
  });

  it('starts as soon as the lead picture fails, before or after the first paint: it will not be shown', () => {
    for (const failedBefore of [false, true]) {
      pageWithEntry('["/main.1a.js"]', LEAD);
      const { win, report } = paintReports();
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
      readyState = 'loading';
      document.head.innerHTML = '';
    }
  });

  it('starts at the first contentful paint where the browser does not report elements shown', () => {
    pageWithEntry('["/main.1a.js"]', LEAD);
    const { win, report } = paintReports({ reportsElements: false });
    leadInView();
    startEntryScripts(win);
    parsed();
    report('first-contentful-paint');
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('starts a hidden page as soon as it is parsed: it paints nothing', () => {
    visibility = 'hidden';
    pageWithEntry('["/main.1a.js"]');
    startEntryScripts(paintReports().win);
    expect(started()).toEqual([]);
    parsed();
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('starts a page the server did not render as soon as it is parsed: it has nothing to paint before', () => {
    pageWithEntry('["/main.1a.js"]', '', false);
    startEntryScripts(paintReports().win);
    expect(started()).toEqual([]);
    parsed();
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('waits for a slow lead picture however long it takes, and starts at once when the visitor acts', () => {
    const actions = [() => document.body.click(), () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))];
    for (const act of actions) {
      pageWithEntry('["/main.1a.js"]', LEAD);
      const { win, report } = paintReports();
      leadInView();
      startEntryScripts(win);
      parsed();
      report('first-contentful-paint');
      jest.advanceTimersByTime(A_MINUTE);
      expect(started()).toEqual([]);
      act();
      expect(started()).toEqual([['/main.1a.js', false]]);
      readyState = 'loading';
      document.head.innerHTML = '';
    }
  });

  it('hears the visitor from the parse on: the entry reads the page state at the end of the document', () => {
    pageWithEntry('["/main.1a.js"]', LEAD);
    const { win, report } = paintReports();
    leadInView();
    startEntryScripts(win);
    document.body.click();
    parsed();
    report('first-contentful-paint');
    expect(started()).toEqual([]);
    document.body.click();
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('waits for the paints of a page hidden after its parse: it starts once shown again and painted', () => {
    pageWithEntry('["/main.1a.js"]');
    const { win, report } = paintReports();
    startEntryScripts(win);
    parsed();
    hide();
    jest.advanceTimersByTime(A_MINUTE);
    expect(started()).toEqual([]);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(started()).toEqual([]);
    report('first-contentful-paint');
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('starts once, whatever the visitor does after', () => {
    pageWithEntry('["/main.1a.js"]');
    const { win, report } = paintReports();
    startEntryScripts(win);
    parsed();
    report('first-contentful-paint');
    document.body.click();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    hide();
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('starts in the frame after the parse where the browser reports no paints', () => {
    pageWithEntry('["/main.1a.js"]');
    startEntryScripts(withoutPaintReports());
    parsed();
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(started()).toEqual([['/main.1a.js', false]]);
  });

  it('runs nothing for a page without a list or with a broken one', () => {
    readyState = 'interactive';
    for (const list of ['', '["/main.1a.js"', '{"src":"/main.1a.js"}']) {
      if (list) pageWithEntry(list);
      startEntryScripts(withoutPaintReports());
      jest.advanceTimersByTime(A_MINUTE);
      document.body.click();
    }
    expect(started()).toEqual([]);
  });
});
