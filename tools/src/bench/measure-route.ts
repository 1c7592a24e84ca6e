import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

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
  reactDomCopies: number;
}

// Present once in react-dom's client build and nowhere else.
const REACT_DOM_MARKER = 'rendererPackageName:"react-dom"';

function appOf(url: URL, siteOrigin: string): string {
  if (url.origin === siteOrigin) return 'shell';
  return url.pathname.split('/')[1] || url.host;
}

/** Visits a route in a fresh browser context and adds up the JavaScript it downloaded, by app. */
export async function measureRoute(browser: Browser, siteOrigin: string, route: string): Promise<RouteMeasure> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const byApp = new Map<string, AppTraffic>();
  let reactDomCopies = 0;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => {
          const app = appOf(new URL(response.url()), siteOrigin);
          const traffic = byApp.get(app) ?? { app, files: 0, raw: 0, gzip: 0 };
          traffic.files += 1;
          traffic.raw += body.length;
          traffic.gzip += gzipSync(body, { level: 9 }).length;
          byApp.set(app, traffic);
          if (body.includes(REACT_DOM_MARKER)) reactDomCopies += 1;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(new URL(route, siteOrigin).href, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  const apps = [...byApp.values()].sort((a, b) => b.gzip - a.gzip);
  return {
    route,
    apps,
    raw: apps.reduce((sum, app) => sum + app.raw, 0),
    gzip: apps.reduce((sum, app) => sum + app.gzip, 0),
    reactDomCopies,
  };
}
