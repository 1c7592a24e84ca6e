import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HeldRequest {
  /** Settles once the connection is open and the headers and half the body are sent. */
  sent: Promise<void>;
  /** Sends the rest of the body: the server can answer from then on. */
  finish(): void;
  answer: Promise<Answer>;
}

/**
 * A posted form sent in two parts: the headers and half the body now, the rest on `finish()`.
 * Until then the request is in flight on the server (it waits for the body), however long a
 * stop takes, with no service behind the site having to be slowed down.
 */
export function holdPost(url: string, body: string): HeldRequest {
  const half = Math.floor(body.length / 2);
  const outgoing = request(url, {
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.once('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.once('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }));
      incoming.once('error', reject);
    });
  });
  const sent = new Promise<void>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.write(body.slice(0, half), (error) => (error ? reject(error) : resolve()));
  });
  // Whoever awaits them sees a failure; until then it must not end the process as unhandled.
  void answer.catch(() => undefined);
  void sent.catch(() => undefined);
  return { sent, finish: () => outgoing.end(body.slice(half)), answer };
}
