/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { http, passthrough } from 'msw';
import sharp from 'sharp';
import { IMAGE_ROUTE, imageUrl, type SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { apiServer } from '@echowatch/test-utils/api-server';
import { imageRoute, type ImageRouteOptions } from './image-route';
import { capturedLog } from './testing/captured-log';
import { startPictureHost, type PictureHost } from './testing/picture-host';

const log = capturedLog();
let picture: Buffer;
let host: PictureHost;
let slowHost: PictureHost;
const servers: Server[] = [];

/** The image route alone on a free port, its blog host being `blog`. */
async function startRoute(blog: string, options: Partial<ImageRouteOptions> = {}): Promise<string> {
  const config = structuredClone(localEnvironment) as unknown as SiteConfig;
  config.hosts.blog = blog;
  const server = createServer(express().use(imageRoute({ environment: () => config, logger: log.logger, ...options })));
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  apiServer.use(http.all(`${base}/*`, () => passthrough()));
  return base;
}

beforeAll(async () => {
  picture = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2a6df4' } }).png().toBuffer();
  host = await startPictureHost(picture);
  slowHost = await startPictureHost(picture, 150);
});

beforeEach(() => {
  apiServer.use(...[host, slowHost].map(({ blog }) => http.all(`${blog.replace('/api', '')}/*`, () => passthrough())));
  host.hits.length = 0;
  log.lines.length = 0;
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  await Promise.all([host.stop(), slowHost.stop()]);
});

const get = (base: string, src: string, width = 480) => fetch(`${base}${imageUrl(IMAGE_ROUTE, src, width as 480)}`);
/** Where the blog service keeps a post's pictures, under its host. */
const media = (blog: string) => `${blog}/media/thumbnails`;

describe('the image route under attack', () => {
  it('keeps one picture one variant: a junk query string is neither a new entry nor sent upstream', async () => {
    const base = await startRoute(host.blog);
    for (const junk of ['', '?k1=a', '?k2=b&k3=c', '?k1=a#frag']) expect((await get(base, `${media(host.blog)}/thumb.png${junk}`)).status).toBe(200);
    expect(host.hits).toEqual(['/api/media/thumbnails/thumb.png']);
  });

  it('keeps the query parameters the blog host is named to need, and only those', async () => {
    const base = await startRoute(host.blog, { sourceParameters: ['v'] });
    await get(base, `${media(host.blog)}/versioned.png?junk=1&v=2`);
    await get(base, `${media(host.blog)}/versioned.png?v=2&other=3`);
    expect(host.hits).toEqual(['/api/media/thumbnails/versioned.png?v=2']);
  });

  it.each([
    ['an encoded slash after ..', '/..%2f__health'],
    ['an encoded backslash after ..', '/..%5C__health'],
    ['a double-encoded slash', '/..%252f__health'],
    ['double-encoded dots', '/%252e%252e/__health'],
    ['an encoded slash inside a name', '/media%2F..%2F..%2F__health.png'],
    ['a backslash', '/media\\..\\..\\__health.png'],
  ])('refuses a path that climbs out of the blog host in disguise: %s', async (_what, tail) => {
    const base = await startRoute(host.blog);
    const response = await get(base, `${host.blog}${tail}`);
    expect(response.status).toBe(400);
    expect(host.hits).toEqual([]);
  });

  it.each([
    ['another case', '/media/thumbnails/Thumb.png'],
    ['another case of the extension', '/media/thumbnails/thumb.PNG'],
    ['another case of a folder', '/Media/thumbnails/thumb.png'],
    ['a doubled slash before the path', '//media/thumbnails/thumb.png'],
    ['a doubled slash inside it', '/media//thumbnails/thumb.png'],
    ['a trailing slash', '/media/thumbnails/thumb.png/'],
    ['a dot segment', '/media/./thumbnails/thumb.png'],
    ['a letter percent-encoded', '/media/thumbnails/%74humb.png'],
    ['an encoded space after it', '/media/thumbnails/thumb.png%20'],
  ])('keeps one picture one cache entry: %s is refused before any fetch', async (_what, spelling) => {
    const base = await startRoute(host.blog);
    expect((await get(base, `${media(host.blog)}/thumb.png`)).status).toBe(200);
    const response = await get(base, `${host.blog}${spelling}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(host.hits).toEqual(['/api/media/thumbnails/thumb.png']);
  });

  it.each([
    ['at the root of the blog host', '/thumb.png'],
    ['in another folder', '/uploads/thumb.png'],
    ['a report, not a picture', '/media/reports/thumb.pdf'],
    ['an address of the blog service', '/blogs/thumb.png'],
    ['no file name', '/media/thumbnails/.png'],
    ['a name no slug has', '/media/thumbnails/thumb_1.png'],
  ])('fetches only what has the shape of a post picture of the blog service: not one %s', async (_what, path) => {
    const base = await startRoute(host.blog);
    expect((await get(base, `${host.blog}${path}`)).status).toBe(400);
    expect(host.hits).toEqual([]);
  });

  it('decodes only pictures: an SVG document sent as a PNG is refused', async () => {
    const base = await startRoute(host.blog);
    const response = await get(base, `${media(host.blog)}/fake.png`);
    expect(response.status).toBe(502);
  });

  it('refuses a source over its pixel limit before resizing it', async () => {
    const base = await startRoute(host.blog, { maxInputPixels: 1000 * 500 });
    const response = await get(base, `${media(host.blog)}/too-many-pixels.png`);
    expect(response.status).toBe(502);
    expect(log.lines).toEqual([expect.objectContaining({ reason: 'not a readable picture' })]);
  });

  it('fetches a bounded number of pictures at a time and answers 503 with Retry-After beyond its queue', async () => {
    const base = await startRoute(slowHost.blog, { concurrency: 1, queueLimit: 1 });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((name) => get(base, `${media(slowHost.blog)}/busy-${name}.png`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 503, 503]);
    const busy = answers.find((answer) => answer.status === 503)!;
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(busy.headers.get('cache-control')).toBe('no-store');
    expect(slowHost.mostAtOnce()).toBe(1);
  });
});
