import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { ScriptDownload } from './package-breakdown';

export interface AppTraffic {
  app: string;
  files: number;
  raw: number;
  gzip: number;
}

export interface RouteMeasure {
  route: string;
  apps: AppTraffic[];
  raw: number;
  gzip: number;
  /** Every script, for the breakdown by package and the singleton copies check. */
  scripts: ScriptDownload[];
  /** Gzip bytes of the chunks loaded once the page is live (left out of `gzip`), by file. */
  afterLive: { file: string; gzip: number }[];
}

// Present once in react-dom's client build and nowhere else: how copies are told apart without reports.
const REACT_DOM_MARKER = 'rendererPackageName:"react-dom"';

function appOf(url: URL, siteOrigin: string): string {
  if (url.origin === siteOrigin) return 'shell';
  return url.pathname.split('/')[1] || url.host;
}

/** Whether a script file is one of the named chunks (`<name>.<contenthash>.js`). */
export const isNamedChunk = (file: string, names: string[]) => names.some((name) => file.startsWith(`${name}.`));

/**
 * Visits a route in a fresh browser context and adds up the JavaScript it downloaded, by app; the
 * chunks named in `afterLive` are listed apart, as the visit does not wait for them.
 */
export async function measureRoute(browser: Browser, siteOrigin: string, route: string, afterLiveChunks: string[] = []): Promise<RouteMeasure> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const byApp = new Map<string, AppTraffic>();
  const scripts: ScriptDownload[] = [];
  const afterLive: { file: string; gzip: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => {
          const url = new URL(response.url());
          const app = appOf(url, siteOrigin);
          const gzip = gzipSync(body, { level: 9 }).length;
          // Chunk maps key scripts by emitted file name; the versioned folder in front is the deploy's.
          const file = url.pathname.split('/').pop() ?? '';
          if (isNamedChunk(file, afterLiveChunks)) {
            afterLive.push({ file, gzip });
            return;
          }
          const traffic = byApp.get(app) ?? { app, files: 0, raw: 0, gzip: 0 };
          traffic.files += 1;
          traffic.raw += body.length;
          traffic.gzip += gzip;
          byApp.set(app, traffic);
          scripts.push({ app, file, raw: body.length, gzip, reactDom: body.includes(REACT_DOM_MARKER) });
        },
        () => undefined,
      ),
    );
  });
  await page.goto(new URL(route, siteOrigin).href, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  // Scripts inlined in the page (the early events) are JavaScript the visit downloads too.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => !script.getAttribute('type') || script.getAttribute('type') === 'module')
      .map((script) => script.textContent ?? ''),
  );
  for (const code of inline) {
    const body = Buffer.from(code);
    const gzip = gzipSync(body, { level: 9 }).length;
    const traffic = byApp.get('shell') ?? { app: 'shell', files: 0, raw: 0, gzip: 0 };
    traffic.files += 1;
    traffic.raw += body.length;
    traffic.gzip += gzip;
    byApp.set('shell', traffic);
    scripts.push({ app: 'shell', file: '(inline)', raw: body.length, gzip, reactDom: false });
  }
  await context.close();
  const apps = [...byApp.values()].sort((a, b) => b.gzip - a.gzip);
  return {
    route,
    apps,
    raw: apps.reduce((sum, app) => sum + app.raw, 0),
    gzip: apps.reduce((sum, app) => sum + app.gzip, 0),
    scripts,
    afterLive,
  };
}
