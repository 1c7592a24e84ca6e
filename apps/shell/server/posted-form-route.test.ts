/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import type { PageRenderer, RenderRequest } from '../src/ssr/render-contract';
import { capturedLog } from './testing/captured-log';
import { startTestShellServer, type TestShellServer } from './testing/test-shell-server';

const INDEX_HTML = '<!doctype html><html lang="vi"><head><title>EchoWatch</title></head><body><div id=root></div></body></html>';
const LOGIN_FORM =
  '<main><h1>Log in</h1><form method="post"><input type="text" name="username" autocomplete="username" value=""/>' +
  '<input type="password" name="password" autocomplete="current-password" value=""/><button type="submit">Log in</button></form></main>';

// What the renderer was handed: the route action (in the real renderer) answers the posted form.
const rendered: RenderRequest[] = [];
const renderer: PageRenderer = {
  warm: async () => undefined,
  render: (request) => {
    rendered.push(request);
    const { language } = request;
    return Promise.resolve({ status: 200, language, headHtml: '<title>Log in</title>', appHtml: LOGIN_FORM, stateJson: '{}', headTags: [] });
  },
};

let dir: string;
let site: TestShellServer;
const log = capturedLog();
const logged: unknown[][] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'posted-form-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  site = await startTestShellServer(localEnvironment as unknown as SiteConfig, { distDir: dir, renderer: Promise.resolve(renderer), logger: log.logger });
});

beforeEach(() => {
  site.passThrough();
  logged.length = 0;
  rendered.length = 0;
  log.lines.length = 0;
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args));
  }
});

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
});

// What a browser says of a form posted from one of the site's own pages.
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

const send = (body: string, headers: Record<string, string> = SAME_ORIGIN) =>
  fetch(`${site.base}/login?lng=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
    redirect: 'manual',
  });

test('a form posted to its page is handed, every field, to the page\'s route in the visitor\'s language; no cache keeps the answer', async () => {
  const answer = await send('username=an%40example.vn&password=S3cret%21pw&report_types=1&report_types=3');
  const html = await answer.text();
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect(rendered).toHaveLength(1);
  expect(rendered[0]).toMatchObject({ url: '/login?lng=en', language: 'en' });
  expect(rendered[0]!.posted).toEqual([
    ['username', 'an@example.vn'],
    ['password', 'S3cret!pw'],
    ['report_types', '1'],
    ['report_types', '3'],
  ]);
  expect(html).toContain('<html lang="en">');
});

test('a page is rendered without a form when nothing is posted', async () => {
  await fetch(`${site.base}/login?lng=en`);
  expect(rendered[0]?.posted).toBeUndefined();
});

test('nothing posted is logged', async () => {
  const answer = await send('username=an%40example.vn&password=S3cret%21pw');
  expect(answer.status).toBe(200);
  // The line of the page fetched just before may be written after that test ended: this request's is the POST.
  const posted = (entry: Record<string, unknown>) => entry.msg === 'request answered' && (entry.req as { method?: string } | undefined)?.method === 'POST';
  const [line] = await log.until(posted, 1);
  expect(line).toMatchObject({ url: '/login?lng=en', res: { status: 200 } });
  expect(`${log.text()}${JSON.stringify(logged)}`).not.toMatch(/S3cret|an@example/);
});

test('a posted body larger than any of our forms is refused without echoing or logging it', async () => {
  const answer = await send(`username=x&password=${'p'.repeat(40_000)}`);
  expect(answer.status).toBe(413);
  expect(await answer.text()).not.toContain('ppppp');
  await log.until((entry) => entry.msg === 'request answered', 1);
  expect(`${log.text()}${JSON.stringify(logged)}`).not.toContain('ppppp');
});

test('a post to a file address is not a page', async () => {
  const answer = await fetch(`${site.base}/main.js`, { method: 'POST', body: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  expect(answer.status).toBe(404);
});

describe('a form posted from another site', () => {
  const POSTED = 'username=%24%26%20autofocus%20style%3Dtop%3A0&password=x';

  test.each([
    ['another site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling site', { 'Sec-Fetch-Site': 'same-site' }],
    ['another origin, by its Origin alone', { Origin: 'https://evil.example' }],
    ['an opaque origin', { Origin: 'null' }],
    ['nothing that names its origin', {}],
  ])('is not echoed back when it comes from %s: the visitor is sent to the page itself', async (_from, headers) => {
    const answer = await send(POSTED, headers);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/login?lng=en');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).not.toMatch(/autofocus|role="alert"/);
    expect(rendered).toHaveLength(0);
  });

  test.each([
    ['Sec-Fetch-Site', { 'Sec-Fetch-Site': 'same-origin' }],
    ["the site's own Origin", { Origin: 'http://localhost:8080' }],
  ])('is echoed when %s says it is the site\'s own', async (_by, headers) => {
    const answer = await send('username=an%40example.vn', headers);
    expect(answer.status).toBe(200);
    expect(rendered[0]?.posted).toEqual([['username', 'an@example.vn']]);
  });

  test('the Origin of the address the server was reached at counts as the site\'s own', async () => {
    const answer = await send('username=an%40example.vn', { Origin: site.base });
    expect(answer.status).toBe(200);
  });
});
