/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { http, passthrough } from 'msw';
import sharp from 'sharp';
import { IMAGE_ROUTE, imageUrl, type ImageWidth, type SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { DOCUMENT_ONLY_HEADERS } from '@echowatch/serving';
import { apiServer } from '@echowatch/test-utils/api-server';
import { createEnvironmentReader } from './environment-reader';
import { capturedLog } from './testing/captured-log';
import { imageRoute, type ImageRouteOptions } from './image-route';
import { startTestShellServer, type TestShellServer } from './testing/test-shell-server';

// The blog host's time budget: generous for every answer, so a busy machine fails no fetch; the
// test of a host that never answers gives its own route a short one.
const TIMEOUT_MS = 10_000;
const SHORT_TIMEOUT_MS = 200;

const log = capturedLog();
let png: Buffer;
let jpeg: Buffer;
let small: Buffer;
/** Requests the stand-in blog host received, by path. */
const hits = new Map<string, number>();
const hitsOf = (pathname: string) => hits.get(pathname) ?? 0;
const allHits = () => [...hits.values()].reduce((sum, count) => sum + count, 0);
/** Where the blog service keeps a post's pictures, as the stand-in host sees the path. */
const THUMBNAILS = '/api/media/thumbnails/';

/**
 * The blog host: post pictures where the blog service keeps them (`/media/thumbnails/<name>`), a
 * small one, a slow one, and the ways a source goes wrong, by name.
 */
function blogHost(): Server {
  return createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://blog').pathname;
    hits.set(pathname, hitsOf(pathname) + 1);
    const name = pathname.startsWith(THUMBNAILS) ? pathname.slice(THUMBNAILS.length) : '';
    if (name === 'page.png') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Not a picture</html>');
    if (name === 'huge.png') {
      // 9 MB without a length header: only counting what arrives finds it too big.
      res.writeHead(200, { 'Content-Type': 'image/png' });
      for (let i = 0; i < 9; i += 1) res.write(Buffer.alloc(1024 * 1024));
      return void res.end();
    }
    if (name === 'hang.png') return; // never answers
    // Followed, this redirect would find a picture: only a refusal to follow gives a 502.
    if (name === 'moved.png') return void res.writeHead(302, { Location: `${THUMBNAILS}cover.png` }).end();
    if (name === 'gone.png' || name === '') return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    if (name.endsWith('.jpg')) return void res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
    if (name.startsWith('small-')) return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(small);
    if (name.startsWith('slow-')) return void setTimeout(() => res.writeHead(200, { 'Content-Type': 'image/png' }).end(png), 100);
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
  });
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop(server: Server) {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

let dir: string;
let upstream: Server;
let blog: string;
let environmentFile: string;
const apps: { server: Server; base: string }[] = [];

/** A server with the image route alone, as createShellServer mounts it. */
async function startRoute(options: Partial<ImageRouteOptions> = {}): Promise<string> {
  const app = express().use(imageRoute({ environment: createEnvironmentReader(environmentFile), timeoutMs: TIMEOUT_MS, logger: log.logger, ...options }));
  const server = createServer(app);
  const base = await listen(server);
  apps.push({ server, base });
  return base;
}

let base: string;

beforeAll(async () => {
  png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2a6df4' } }).png().toBuffer();
  jpeg = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#f4a62a' } }).jpeg().toBuffer();
  small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00000000' } }).png().toBuffer();
  upstream = blogHost();
  blog = `${await listen(upstream)}/api`;
  dir = mkdtempSync(path.join(tmpdir(), 'image-route-'));
  environmentFile = path.join(dir, 'env.json');
  const config = structuredClone(localEnvironment) as unknown as SiteConfig;
  config.hosts.blog = blog;
  writeFileSync(environmentFile, JSON.stringify(config));
  base = await startRoute();
});

beforeEach(() => {
  // Real traffic on both sides: the test to the route, the route to the stand-in blog host.
  apiServer.use(http.all(`${blog.replace('/api', '')}/*`, () => passthrough()), ...apps.map((app) => http.all(`${app.base}/*`, () => passthrough())));
  log.lines.length = 0;
});

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  await Promise.all([upstream, ...apps.map((app) => app.server)].map(stop));
  rmSync(dir, { recursive: true, force: true });
});

const WEBP = { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
const get = (src: string, width: number, headers: Record<string, string> = {}, at = base) =>
  fetch(`${at}${imageUrl(IMAGE_ROUTE, src, width as ImageWidth)}`, { headers });
const picture = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();
/** The address the blog service gives a post picture named `name`. */
const media = (name: string) => `${blog}/media/thumbnails/${name}`;

describe('the image route', () => {
  it('makes a WebP of the width asked for when the browser takes WebP', async () => {
    const response = await get(media('cover.png'), 480, WEBP);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(response.headers.get('etag')).toBeTruthy();
    const { format, width, height } = await picture(response);
    expect({ format, width, height }).toEqual({ format: 'webp', width: 480, height: 252 });
  });

  it('keeps the source format for a browser that does not take WebP', async () => {
    const fromPng = await get(media('cover.png'), 480, { Accept: 'image/png,image/*' });
    expect(fromPng.headers.get('content-type')).toBe('image/png');
    expect(await picture(fromPng)).toMatchObject({ format: 'png', width: 480 });
    const fromJpeg = await get(media('photo.jpg'), 320);
    expect(fromJpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(await picture(fromJpeg)).toMatchObject({ format: 'jpeg', width: 320 });
  });

  it('never makes a picture wider than its source', async () => {
    const response = await get(media('small-icon.png'), 480, WEBP);
    expect((await picture(response)).width).toBe(300);
  });

  it('answers 304 to a browser that has the variant already', async () => {
    const first = await get(media('cover.png'), 640, WEBP);
    const etag = first.headers.get('etag')!;
    // As a browser revalidates; fetch() would add `Cache-Control: no-cache`, which asks for the whole answer.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const url = `${base}${imageUrl(IMAGE_ROUTE, media('cover.png'), 640)}`;
      httpGet(url, { headers: { ...WEBP, 'If-None-Match': etag } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(304);
  });

  it.each([['100'], ['481'], ['480.0'], ['-480'], ['']])('refuses the width %p', async (width) => {
    const response = await fetch(`${base}${IMAGE_ROUTE}?src=${encodeURIComponent(media('cover.png'))}&w=${width}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
  });

  it('refuses a source outside the blog host, lookalikes included, without fetching it', async () => {
    const host = new URL(blog).host;
    const outside = [
      'https://example.com/media/thumbnails/cover.png',
      `${blog}.evil.test/media/thumbnails/cover.png`,
      `${blog}@evil.test/media/thumbnails/cover.png`,
      `http://${host}@evil.test/api/media/thumbnails/cover.png`,
      `${blog}/../api/media/thumbnails/cover.png`,
      `${blog}`,
      `ftp://${host}/api/media/thumbnails/cover.png`,
      '/api/media/thumbnails/cover.png',
    ];
    const before = allHits();
    for (const src of outside) expect([src, (await get(src, 480)).status]).toEqual([src, 400]);
    expect((await fetch(`${base}${IMAGE_ROUTE}?w=480`)).status).toBe(400);
    expect(allHits()).toBe(before);
  });

  it('answers 404 for a picture the blog host does not have, and does not keep the failure', async () => {
    expect((await get(media('gone.png'), 480)).status).toBe(404);
    expect((await get(media('gone.png'), 480)).status).toBe(404);
    expect(hitsOf(`${THUMBNAILS}gone.png`)).toBe(2);
  });

  it.each([
    ['a page instead of a picture', 'page.png'],
    ['a picture over the size cap', 'huge.png'],
    ['a redirect, which could lead anywhere', 'moved.png'],
  ])('answers 502 for %s', async (_what, file) => {
    const response = await get(media(file), 480);
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(log.lines).toHaveLength(1);
  });

  it('answers 502 within its time budget when the blog host does not answer', async () => {
    const impatient = await startRoute({ timeoutMs: SHORT_TIMEOUT_MS });
    apiServer.use(http.all(`${impatient}/*`, () => passthrough()));
    const response = await get(media('hang.png'), 480, {}, impatient);
    expect(response.status).toBe(502);
    expect(log.lines).toEqual([expect.objectContaining({ reason: expect.stringContaining(`no answer within ${SHORT_TIMEOUT_MS} ms`) })]);
  });

  it('fetches and resizes once for requests of the same variant at the same time', async () => {
    const [one, two] = await Promise.all([get(media('slow-shared.png'), 960, WEBP), get(media('slow-shared.png'), 960, WEBP)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(Buffer.from(await one.arrayBuffer())).toEqual(Buffer.from(await two.arrayBuffer()));
    expect(hitsOf(`${THUMBNAILS}slow-shared.png`)).toBe(1);
  });

  it('serves a variant it made before from memory', async () => {
    const first = await get(media('kept.png'), 320, WEBP);
    const second = await get(media('kept.png'), 320, WEBP);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(hitsOf(`${THUMBNAILS}kept.png`)).toBe(1);
    // Another width or format is another variant.
    await get(media('kept.png'), 320);
    expect(hitsOf(`${THUMBNAILS}kept.png`)).toBe(2);
  });

  it('keeps no more than its byte budget, dropping the least recently used variant', async () => {
    const size = (await (await get(media('measure.png'), 480, WEBP)).arrayBuffer()).byteLength;
    // Room for two variants with their keys and bookkeeping (a few hundred bytes each), not three.
    const small = await startRoute({ cacheBytes: size * 2 + 1000 });
    apiServer.use(http.all(`${small}/*`, () => passthrough()));
    for (const name of ['a', 'b', 'a', 'c', 'a', 'b']) await get(media(`lru-${name}.png`), 480, WEBP, small);
    // a and b fit; c pushed out b (a had just been used); b came back and pushed out c.
    expect(['a', 'b', 'c'].map((name) => hitsOf(`${THUMBNAILS}lru-${name}.png`))).toEqual([1, 2, 1]);
  });
});

describe('the image route in the shell server', () => {
  let site: TestShellServer;

  beforeAll(async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id=root></div></body></html>');
    const config = structuredClone(localEnvironment) as unknown as SiteConfig;
    config.hosts.blog = blog;
    site = await startTestShellServer(config, { distDir: dir, renderer: Promise.resolve(null) });
  });

  afterAll(() => site.stop());

  it('serves pictures with nosniff and who may embed them, without the headers only a page acts on', async () => {
    site.passThrough();
    const response = await get(media('site.png'), 640, WEBP, site.base);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(DOCUMENT_ONLY_HEADERS.filter((name) => response.headers.has(name))).toEqual([]);
    expect((await picture(response)).width).toBe(640);
  });

  it('keeps the page headers on a refusal', async () => {
    site.passThrough();
    const response = await get(media('gone.png'), 640, WEBP, site.base);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
