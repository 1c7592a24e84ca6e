/** @jest-environment node */
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import type { PageRenderer } from '../src/ssr/render-contract';
import { canonicalTarget } from './request-target';
import { capturedLog } from './testing/captured-log';
import { startTestShellServer, type TestShellServer } from './testing/test-shell-server';

describe('the one reading of a request target', () => {
  test.each([
    ['/login?lng=en', null],
    ['/', null],
    ['/blog-detail/a%2F..', null],
    ['//evil.example/', '/'],
    ['//evil.example/login?lng=en', '/login?lng=en'],
    ['///evil.example//login', '/login'],
    ['/\\evil.example/login', '/login'],
    ['\\evil.example/login', '/evil.example/login'],
    ['http://evil.example/packages?lng=vi', '/packages?lng=vi'],
    ['https://evil.example', '/'],
    ['//x/forgot-password/0123456789abcdef', '/forgot-password/0123456789abcdef'],
    ['http://evil.example//evil.example/x', '/evil.example/x'],
    ['http://[not-a-host/x', '/'],
  ])('%s → %s', (target, canonical) => {
    expect(canonicalTarget(target)).toBe(canonical);
  });

  test('a canonical answer never starts with two slashes or a backslash: a browser would read a host', () => {
    for (const target of ['//a//b', '/\\/\\b', 'http://x//\\y', '\\\\y', '//\\//y/z']) {
      expect(canonicalTarget(target)).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe('the site server', () => {
  const renderer: PageRenderer = {
    warm: async () => undefined,
    render: ({ url, language }) =>
      Promise.resolve({
        status: 200,
        language,
        headHtml: '<title>Page</title>',
        appHtml: `<main><a href="${url}">here</a></main>`,
        stateJson: '{}',
        headTags: [],
      }),
  };
  const log = capturedLog();
  let site: TestShellServer;

  beforeAll(async () => {
    site = await startTestShellServer(localEnvironment as unknown as SiteConfig, { renderer: Promise.resolve(renderer), logger: log.logger });
  });
  afterAll(() => site.stop());

  test.each([
    ['//evil.example/', '/'],
    ['//evil.example/login', '/login'],
    ['/\\evil.example/login', '/login'],
    ['http://evil.example/packages', '/packages'],
  ])('answers %s with a permanent redirect to %s, kept by no cache, rendering nothing', async (target, location) => {
    const answer = await site.rawGet(target);
    expect(answer.status).toBe(301);
    expect(answer.head).toMatch(new RegExp(`\\r\\nlocation: ${location.replace(/[/?]/g, '\\$&')}\\r\\n`, 'i'));
    expect(answer.head).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(answer.body).not.toContain('evil.example');
  });

  test('a secret link in disguise is logged as its route, never with its token', async () => {
    log.lines.length = 0;
    const answer = await site.rawGet('//x/forgot-password/0123456789abcdef');
    expect(answer.status).toBe(301);
    const [line] = await log.until((entry) => entry.msg === 'request answered', 1);
    expect(line).toMatchObject({ url: '/forgot-password/:token', route: '/forgot-password/:token' });
    expect(log.text()).not.toContain('0123456789abcdef');
  });
});
