import { createServer, type RequestListener, type Server } from 'node:http';
import type { ServerSettings } from './server-settings';

type SlowClientSettings = Pick<ServerSettings, 'headersTimeoutMs' | 'requestTimeoutMs' | 'connectionsCheckIntervalMs' | 'maxConnections'>;

/**
 * The site's HTTP server, bounded against slow clients: a client that trickles its headers or its
 * body is answered 408 and cut once the time-outs pass (Node checks every
 * `connectionsCheckIntervalMs`, so a cut comes up to that much later), and connections beyond the
 * cap are closed as they arrive. The load balancer in front enforces its own limits first; these
 * hold for whatever reaches a server directly or gets past it.
 */
export function createSiteHttpServer(app: RequestListener, settings: SlowClientSettings): Server {
  const server = createServer(
    {
      headersTimeout: settings.headersTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      connectionsCheckingInterval: settings.connectionsCheckIntervalMs,
    },
    app,
  );
  server.maxConnections = settings.maxConnections;
  return server;
}
