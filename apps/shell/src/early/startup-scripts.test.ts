import { STARTUP_SCRIPTS_ID } from '@echowatch/contracts';
import { windowWithPaintReports } from '../testing/paint-reports';
import { requestStartupScripts } from './startup-scripts';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, new URL(link.href).pathname]);

function pageWithList(list: string) {
  document.head.innerHTML = `<script type="application/json" id="${STARTUP_SCRIPTS_ID}">${list}</script>`;
}

describe('requestStartupScripts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    // A frame or wait still pending would ask for the next test's list.
    jest.clearAllTimers();
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('asks for the listed scripts in the frame after the parse where the browser reports no paints, not before', () => {
    pageWithList('["/42.js","/659.js"]');
    requestStartupScripts(window);
    expect(preloads()).toEqual([]);
    // jsdom runs animation frames on timers: the frame, then the task after it.
    jest.advanceTimersByTime(50);
    expect(preloads()).toEqual([
      ['script', '/42.js'],
      ['script', '/659.js'],
    ]);
  });

  describe('while the document is still being parsed', () => {
    let readyState: DocumentReadyState;
    beforeEach(() => {
      readyState = 'loading';
      Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
    });
    afterEach(() => {
      delete (document as { readyState?: DocumentReadyState }).readyState;
      document.body.innerHTML = '';
    });
    const parsed = () => {
      readyState = 'interactive';
      document.dispatchEvent(new Event('readystatechange'));
    };

    it('waits for the frame after the document is parsed where the browser reports no paints', () => {
      pageWithList('["/42.js"]');
      requestStartupScripts(window);
      jest.advanceTimersByTime(500);
      expect(preloads()).toEqual([]);
      parsed();
      expect(preloads()).toEqual([]);
      jest.advanceTimersByTime(50);
      expect(preloads()).toEqual([['script', '/42.js']]);
    });

    it('once the document is parsed, waits for the paint rather than a frame: a drawn frame may not be on screen yet', () => {
      pageWithList('["/42.js"]');
      document.body.innerHTML = '<div id="root"></div><img src="/lead.png" fetchpriority="high" alt="">';
      const { win, report } = windowWithPaintReports();
      requestStartupScripts(win);
      parsed();
      document.getElementById('root')!.innerHTML = '<header>EchoWatch</header>';
      document.images[0]!.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(500);
      expect(preloads()).toEqual([]);
      report('first-contentful-paint');
      expect(preloads()).toEqual([['script', '/42.js']]);
    });

    it('asks in the first frame after the paint is in the timeline, while a busy parser holds its report back, and only once', () => {
      pageWithList('["/42.js"]');
      const { win, record, report, allDisconnected } = windowWithPaintReports();
      requestStartupScripts(win);
      jest.advanceTimersByTime(500);
      record('first-paint');
      jest.advanceTimersByTime(50);
      expect(preloads()).toEqual([]);
      record('first-contentful-paint');
      expect(preloads()).toEqual([]);
      // jsdom's frames come every 16 ms.
      jest.advanceTimersByTime(20);
      expect(preloads()).toEqual([['script', '/42.js']]);
      report('first-contentful-paint');
      parsed();
      jest.advanceTimersByTime(50);
      expect(preloads()).toEqual([['script', '/42.js']]);
      expect(allDisconnected()).toBe(true);
    });

    it('asks at the first contentful paint when the browser reports one before that, and only once', () => {
      pageWithList('["/42.js"]');
      const { win, report, allDisconnected } = windowWithPaintReports();
      requestStartupScripts(win);
      report('first-paint');
      jest.advanceTimersByTime(50);
      expect(preloads()).toEqual([]);
      report('first-contentful-paint');
      expect(preloads()).toEqual([['script', '/42.js']]);
      expect(allDisconnected()).toBe(true);
      parsed();
      jest.advanceTimersByTime(50);
      expect(preloads()).toEqual([['script', '/42.js']]);
    });
  });

  it('leaves alone a script the page has already asked for itself', () => {
    pageWithList('["/42.js","/659.js"]');
    const script = document.createElement('script');
    script.src = '/42.js';
    document.head.append(script);
    requestStartupScripts(window);
    jest.advanceTimersByTime(200);
    expect(preloads()).toEqual([['script', '/659.js']]);
  });

  it('asks for nothing when the page has no list or a broken one', () => {
    requestStartupScripts(window);
    jest.advanceTimersByTime(200);
    pageWithList('["/42.js"');
    requestStartupScripts(window);
    jest.advanceTimersByTime(200);
    expect(preloads()).toEqual([]);
  });
});
