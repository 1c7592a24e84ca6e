import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardTo } from './forward-to';

export interface HeldBlog {
  url: string;
  /** Settles when the first request for the held post has arrived. */
  arrived: Promise<void>;
  /** Lets the held requests through. */
  release: () => void;
  close: () => Promise<void>;
}

/**
 * A blog service in front of the sandbox's that holds every request for one post until the test
 * releases it: a page of that post stays in flight on the site server as long as the test needs.
 */
export async function startHeldBlog(upstream: string, heldSlug: string): Promise<HeldBlog> {
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((req, res) => {
    const held = new URL(req.url ?? '/', 'http://held').pathname === `/blogs/${heldSlug}`;
    if (held) arrive();
    void (held ? released : Promise.resolve()).then(() => forwardTo(upstream, req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrived,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
