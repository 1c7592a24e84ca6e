import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  origin: string;
  /** Requests forwarded, by path and query as received. */
  hits: Map<string, number>;
  stop: () => Promise<void>;
}

/** Forwards GETs to `target` (an origin) and counts them: what a server in front of it fetched. */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    fetch(`${target}${url}`, { headers: { Accept: req.headers.accept ?? '*/*' } })
      .then(async (answer) => {
        res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => res.writeHead(502).end());
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
