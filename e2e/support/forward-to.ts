import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers a request with what `upstream` answers to the same path and query (502 when it cannot). */
export function forwardTo(upstream: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  return fetch(`${upstream}${req.url}`)
    .then(async (answer) => {
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream' }).end(body);
    })
    .catch(() => void res.writeHead(502).end());
}
