import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  /** Sends a GET on this connection (kept alive unless the server ends it) and reads its answer. */
  get(pathname: string): Promise<RawResponse>;
  /** Writes bytes as they are: part of a request, to send the rest later or never. */
  send(text: string): void;
  /** Everything the server has sent on this connection so far. */
  received(): string;
  /** Settles when the server has closed the connection. */
  closed: Promise<void>;
  destroy(): void;
}

/**
 * One HTTP/1.1 connection over a bare socket, so a test sees exactly which connection carries
 * which request and when the server closes it (HTTP clients pool and hide that). Answers must
 * carry Content-Length.
 */
export function openRawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let buffer = Buffer.alloc(0);
    const all: Buffer[] = [];
    let waiting: ((response: RawResponse) => void) | null = null;
    const closed = new Promise<void>((done) => socket.once('close', () => done()));

    const tryRead = () => {
      const end = buffer.indexOf('\r\n\r\n');
      if (!waiting || end < 0) return;
      const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return;
      const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      buffer = buffer.subarray(end + 4 + length);
      const deliver = waiting;
      waiting = null;
      deliver({ status: Number(statusLine.split(' ')[1]), headers, body });
    };

    socket.on('data', (chunk: Buffer) => {
      all.push(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      tryRead();
    });
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        get: (pathname) =>
          new Promise<RawResponse>((answer, fail) => {
            waiting = answer;
            socket.once('close', () => fail(new Error(`the connection closed before ${pathname} was answered`)));
            socket.write(`GET ${pathname} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
          }),
        send: (text) => void socket.write(text),
        received: () => Buffer.concat(all).toString('latin1'),
        closed,
        destroy: () => socket.destroy(),
      }),
    );
  });
}
