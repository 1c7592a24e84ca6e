import { LEAD_IMAGE_WAIT_MS, requestStartupScripts, STARTUP_SCRIPTS_ID } from './startup-scripts';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, new URL(link.href).pathname]);

function pageWithList(list: string) {
  document.head.innerHTML = `<script type="application/json" id="${STARTUP_SCRIPTS_ID}">${list}</script>`;
}

describe('requestStartupScripts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('asks for the listed scripts once the page is painted, not before', () => {
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
    });
    const parsed = () => {
      readyState = 'interactive';
      document.dispatchEvent(new Event('readystatechange'));
    };

    it('waits for the frame after the document is parsed: the frame that paints its content', () => {
      pageWithList('["/42.js"]');
      requestStartupScripts(window);
      jest.advanceTimersByTime(500);
      expect(preloads()).toEqual([]);
      parsed();
      expect(preloads()).toEqual([]);
      jest.advanceTimersByTime(50);
      expect(preloads()).toEqual([['script', '/42.js']]);
    });
  });

  describe('on a page with a lead picture', () => {
    let image: HTMLImageElement;
    beforeEach(() => {
      image = document.createElement('img');
      image.setAttribute('fetchpriority', 'high');
      Object.defineProperty(image, 'complete', { configurable: true, value: false });
      document.body.append(image);
    });
    afterEach(() => image.remove());

    it('waits for the picture to arrive, then for the frame that paints it, and asks once', () => {
      pageWithList('["/42.js"]');
      requestStartupScripts(window);
      jest.advanceTimersByTime(1000);
      expect(preloads()).toEqual([]);
      image.dispatchEvent(new Event('load'));
      expect(preloads()).toEqual([]);
      jest.advanceTimersByTime(50);
      expect(preloads()).toEqual([['script', '/42.js']]);
      jest.advanceTimersByTime(LEAD_IMAGE_WAIT_MS);
      expect(preloads()).toEqual([['script', '/42.js']]);
    });

    it('asks when the picture fails, or when it is slow to come, without it', () => {
      pageWithList('["/42.js"]');
      requestStartupScripts(window);
      image.dispatchEvent(new Event('error'));
      jest.advanceTimersByTime(50);
      expect(preloads()).toEqual([['script', '/42.js']]);

      document.head.querySelectorAll('link').forEach((link) => link.remove());
      requestStartupScripts(window);
      jest.advanceTimersByTime(LEAD_IMAGE_WAIT_MS - 100);
      expect(preloads()).toEqual([]);
      jest.advanceTimersByTime(200);
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
