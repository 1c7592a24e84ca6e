import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canaryCommand } from './canary-command';

// A stand-in for Prometheus: page answers of 1.1.0 are 40, of 1.0.0 400; every other figure is 2 (a p75 of 2 s).
let server: Server;
let prometheus: string;
let dir: string;
let file: string;
let printed: string[];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const query = new URLSearchParams(body).get('query') ?? '';
      const value = query.includes('site_page_answers_total') && !query.includes('5xx') ? (query.includes('"1.1.0"') ? '40' : '400') : '2';
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [0, value] }] } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  prometheus = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ew-canary-status-'));
  file = path.join(dir, 'test.json');
  const config = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../configs/environments/local.json'), 'utf8')) as Record<string, unknown> & { remotes: Record<string, string> };
  const url = config.remotes['marketing-blog']!.replace('/1.0.0/', '/1.1.0/');
  writeFileSync(file, JSON.stringify({ ...config, canaries: { 'marketing-blog': { url, weight: 25, startedAt: '2026-11-29T04:00:00Z', startedBy: 'Lan' } } }));
  printed = [];
  jest.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('canary status', () => {
  it('shows each canary with its weight, and says how to see the cohorts\' figures', async () => {
    expect(await canaryCommand(['status', '--env', file])).toBe(0);
    expect(printed[1]).toBe('  marketing-blog     live 1.0.0, canary 1.1.0 to 25% of fresh visitors, started 2026-11-29T04:00:00Z by Lan');
    expect(printed[2]).toMatch(/^Each cohort's figures \(views, failures, p75 LCP and INP\): add --prometheus <url> \[--window <seconds>\]/);
  });

  it('with --prometheus, prints both cohorts\' figures over the window', async () => {
    expect(await canaryCommand(['status', '--env', file, '--prometheus', prometheus, '--window', '300'])).toBe(0);
    expect(printed.slice(2)).toEqual([
      `Over the last 300 s, from ${prometheus}:`,
      '  marketing-blog canary 1.1.0: 40 views, 6 failures (15.0%: 2 fallbacks, 2 browsers, 2 5xx), p75 LCP 2.00 s, INP 2.00 s (2 reports)',
      '  marketing-blog live 1.0.0: 400 views, 6 failures (1.5%: 2 fallbacks, 2 browsers, 2 5xx), p75 LCP 2.00 s, INP 2.00 s (2 reports)',
    ]);
  });
});
