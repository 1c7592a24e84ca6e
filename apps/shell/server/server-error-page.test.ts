/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { http, passthrough } from 'msw';
import { apiServer } from '@echowatch/test-utils/api-server';
import { EnvironmentNotReadYet } from './environment-poller';
import { serverErrorPage } from './server-error-page';
import { capturedLog, type CapturedLog } from './testing/captured-log';

let server: Server;
let base: string;
let log: CapturedLog;

beforeAll(async () => {
  const app = express();
  app.get('/broken', () => {
    throw new Error('the renderer fell over');
  });
  app.get('/forgot-password/:token', (req) => {
    throw new Error(`could not check ${req.originalUrl} ${'x'.repeat(20_000)}`);
  });
  app.get('/refused', (_req, _res, next) => next(Object.assign(new Error('bad range'), { status: 416 })));
  app.get('/not-yet', () => {
    throw new EnvironmentNotReadYet('the environment at s3://bucket/env.json has not been read yet');
  });
  log = capturedLog();
  app.use(serverErrorPage(log.logger));
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  apiServer.use(http.all(`${base}/*`, () => passthrough()));
  log.lines.length = 0;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the page of a failed request', () => {
  it('tells the visitor in their language, logs the error and shows no stack trace', async () => {
    const answer = await fetch(`${base}/broken`, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
    const html = await answer.text();
    expect(answer.status).toBe(500);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Something went wrong');
    expect(html).toContain('<a href="/">');
    expect(html).not.toMatch(/the renderer fell over|at \w+ \(|<pre>/);
    expect(log.lines).toEqual([expect.objectContaining({ level: 'error', err: expect.objectContaining({ message: 'the renderer fell over' }) })]);
  });

  it('speaks Vietnamese by default and keeps a client error status', async () => {
    const answer = await fetch(`${base}/refused`);
    expect(answer.status).toBe(416);
    expect(await answer.text()).toContain('Đã có lỗi xảy ra');
    expect(log.lines).toEqual([]);
  });

  it('answers 503, to be retried elsewhere, while the shared environment has not been read yet', async () => {
    const answer = await fetch(`${base}/not-yet`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(log.lines).toEqual([]);
  });

  it('logs a huge error cut to a bounded size, its stack included', async () => {
    expect((await fetch(`${base}/forgot-password/tok-${'9'.repeat(40)}`)).status).toBe(500);
    const [line] = log.lines;
    expect(JSON.stringify(line).length).toBeLessThan(8_000);
    expect((line!.err as { message: string }).message).toMatch(/…\[\d+ more\]$/);
  });
});
