/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openRawConnection, type RawConnection } from '../testing/raw-connection';
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from './server-settings';
import { createSiteHttpServer } from './site-http-server';

const servers: Server[] = [];
const connections: RawConnection[] = [];

/** A site server answering every request with `ok` once it has read it whole, with `settings` over the defaults. */
async function start(settings: Partial<ServerSettings> = {}): Promise<{ server: Server; port: number }> {
  const server = createSiteHttpServer(
    (req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '2' }).end('ok'));
    },
    { ...DEFAULT_SERVER_SETTINGS, ...settings },
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function connect(port: number): Promise<RawConnection> {
  const connection = await openRawConnection(port);
  connections.push(connection);
  return connection;
}

/** Sends `parts` one after another while the connection is open, a little apart, as a slow client does. */
function trickle(connection: RawConnection, parts: () => string): () => void {
  const timer = setInterval(() => connection.send(parts()), 20);
  return () => clearInterval(timer);
}

afterEach(async () => {
  for (const connection of connections.splice(0)) connection.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the site server against slow clients', () => {
  it('is made with the configured limits, not Node’s defaults', async () => {
    const { server } = await start();
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.maxConnections).toBe(1000);
  });

  it('cuts a client that trickles its headers once the headers time-out has passed', async () => {
    const { port } = await start({ headersTimeoutMs: 150, requestTimeoutMs: 1000, connectionsCheckIntervalMs: 25 });
    const connection = await connect(port);
    connection.send('GET / HTTP/1.1\r\nHost: localhost\r\n');
    let header = 0;
    const stop = trickle(connection, () => `X-Slow-${(header += 1)}: a\r\n`);
    await connection.closed;
    stop();
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a client that trickles its body once the request time-out has passed', async () => {
    const { port } = await start({ headersTimeoutMs: 150, requestTimeoutMs: 300, connectionsCheckIntervalMs: 25 });
    const connection = await connect(port);
    connection.send('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n');
    const stop = trickle(connection, () => 'x');
    await connection.closed;
    stop();
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('takes no more connections than its cap, and still answers those it holds', async () => {
    const { port } = await start({ maxConnections: 2 });
    const [first, second] = [await connect(port), await connect(port)];
    expect((await first!.get('/')).status).toBe(200);
    expect((await second!.get('/')).status).toBe(200);
    const third = await connect(port);
    await third.closed;
    expect(third.received()).toBe('');
    expect((await first!.get('/')).status).toBe(200);
  });
});
