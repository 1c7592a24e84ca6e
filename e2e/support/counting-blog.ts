import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardTo } from './forward-to';

export interface CountingBlog {
  url: string;
  /** The requests it forwarded, as "path?query", in the order they arrived. */
  requests: string[];
  /** From now on, what the service answers is changed by `rewrite` (as if its posts were edited); null: as it is. */
  edit: (rewrite: ((text: string) => string) | null) => void;
  close: () => Promise<void>;
}

/** A blog service in front of the sandbox's that notes every request a site server makes to it. */
export async function startCountingBlog(upstream: string): Promise<CountingBlog> {
  const requests: string[] = [];
  let rewrite: ((text: string) => string) | null = null;
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '/');
    void forwardTo(upstream, req, res, rewrite ?? undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    edit: (next) => {
      rewrite = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
