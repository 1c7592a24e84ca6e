import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Answers a request with what `upstream` answers to the same path and query (502 when it cannot),
 * its body passed through `rewrite` when one is given.
 */
export function forwardTo(upstream: string, req: IncomingMessage, res: ServerResponse, rewrite?: (text: string) => string): Promise<void> {
  return fetch(`${upstream}${req.url}`)
    .then(async (answer) => {
      const fetched = Buffer.from(await answer.arrayBuffer());
      const body = rewrite ? Buffer.from(rewrite(fetched.toString('utf8'))) : fetched;
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream' }).end(body);
    })
    .catch(() => void res.writeHead(502).end());
}
