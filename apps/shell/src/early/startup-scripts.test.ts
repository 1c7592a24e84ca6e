import { requestStartupScripts, STARTUP_SCRIPTS_ID } from './startup-scripts';

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
