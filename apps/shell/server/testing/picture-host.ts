import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PictureHost {
  /** The blog host's base address, as an environment names it (`…/api`). */
  blog: string;
  /** Requests received, by path and query as sent. */
  hits: string[];
  /** The most requests it was answering at one time. */
  mostAtOnce: () => number;
  stop: () => Promise<void>;
}

/**
 * A stand-in blog host for the image route, its pictures where the blog service keeps them:
 * `/api/media/thumbnails/<name>.png` answers `picture` after `delayMs`, `…/fake.png` an SVG
 * document sent as a PNG, anything else 404.
 */
export async function startPictureHost(picture: Buffer, delayMs = 0): Promise<PictureHost> {
  const hits: string[] = [];
  let atOnce = 0;
  let most = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://blog');
    const thumbnails = '/api/media/thumbnails/';
    hits.push(`${url.pathname}${url.search}`);
    if (url.pathname === `${thumbnails}fake.png`) {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>';
      return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(svg);
    }
    if (!url.pathname.startsWith(thumbnails) || !url.pathname.endsWith('.png')) return void res.writeHead(404).end();
    atOnce += 1;
    most = Math.max(most, atOnce);
    setTimeout(() => {
      atOnce -= 1;
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(picture);
    }, delayMs);
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    blog: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    hits,
    mostAtOnce: () => most,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
