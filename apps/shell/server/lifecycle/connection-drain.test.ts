/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { openRawConnection } from '../testing/raw-connection';
import { trackConnectionDrain, type ConnectionDrain, type DrainResult } from './connection-drain';

let server: Server;
let port: number;
let drain: ConnectionDrain;
let arrived: Promise<void>;
let release: () => void;

beforeEach(async () => {
  let arrive!: () => void;
  arrived = new Promise((resolve) => (arrive = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  // /slow is answered when the test releases it; anything else at once.
  server = createServer((req, res) => {
    const answer = () => res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '2' }).end('ok');
    if (req.url !== '/slow') return answer();
    arrive();
    void gate.then(answer);
  });
  drain = trackConnectionDrain(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  jest.useRealTimers();
  release();
  server.closeAllConnections();
  if (server.listening) await new Promise((resolve) => server.close(resolve));
});

const refused = () =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

// Timers other than setTimeout stay real: the sockets need them.
const fakeTimeouts = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });

describe('trackConnectionDrain', () => {
  it('lets a request in flight finish, tells its client to close, and then ends', async () => {
    const connection = await openRawConnection(port);
    const slow = connection.get('/slow');
    await arrived;
    expect(drain.inFlight).toBe(1);
    const drained = drain.drain({ timeoutMs: 20_000, delayMs: 0 });
    expect(server.listening).toBe(false);
    expect(await refused()).toBe('ECONNREFUSED');
    release();
    const response = await slow;
    expect([response.status, response.body, response.headers.connection]).toEqual([200, 'ok', 'close']);
    await connection.closed;
    await expect(drained).resolves.toEqual({ outcome: 'drained' });
  });

  it('closes a kept-alive connection that has nothing in flight at once', async () => {
    const connection = await openRawConnection(port);
    const first = await connection.get('/');
    expect(first.headers.connection).toBe('keep-alive');
    await expect(drain.drain({ timeoutMs: 20_000, delayMs: 0 })).resolves.toEqual({ outcome: 'drained' });
    await connection.closed;
  });

  it('keeps listening for the delay, answering with Connection: close, then stops accepting', async () => {
    const connection = await openRawConnection(port);
    fakeTimeouts();
    void drain.drain({ timeoutMs: 20_000, delayMs: 5000 });
    expect(server.listening).toBe(true);
    const during = await connection.get('/');
    expect([during.status, during.headers.connection]).toEqual([200, 'close']);
    await connection.closed;
    jest.advanceTimersByTime(4999);
    expect(server.listening).toBe(true);
    jest.advanceTimersByTime(1);
    expect(server.listening).toBe(false);
  });

  it('cuts what is still in flight when the time-out passes', async () => {
    const connection = await openRawConnection(port);
    const slow = connection.get('/slow').catch((error: Error) => error.message);
    await arrived;
    fakeTimeouts();
    let result: DrainResult | null = null;
    void drain.drain({ timeoutMs: 1000, delayMs: 0 }).then((outcome) => (result = outcome));
    jest.advanceTimersByTime(999);
    await new Promise((resolve) => setImmediate(resolve));
    expect(result).toBeNull();
    jest.advanceTimersByTime(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(result).toEqual({ outcome: 'forced', inFlight: 1 });
    expect(await slow).toMatch(/closed before/);
  });
});
