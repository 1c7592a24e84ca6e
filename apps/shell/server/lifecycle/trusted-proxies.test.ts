/** @jest-environment node */
import { FAILURE_REPORT_ROUTE, type SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { capturedLog } from '../testing/captured-log';
import { startTestShellServer, type TestShellServer } from '../testing/test-shell-server';
import { trustedProxies, type TrustedProxies } from './trusted-proxies';

describe('trustedProxies (TRUST_PROXY)', () => {
  it('trusts no proxy when unset, empty or false', () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies(' ')).toBe(false);
    expect(trustedProxies('false')).toBe(false);
  });

  it('takes a hop count or a list of names and addresses', () => {
    expect(trustedProxies('1')).toBe(1);
    expect(trustedProxies('loopback, 10.0.0.0/8,172.16.0.0/12')).toEqual(['loopback', '10.0.0.0/8', '172.16.0.0/12']);
  });

  it.each(['true', 'TRUE', '*'])('refuses to trust every sender (%s)', (value) => {
    expect(() => trustedProxies(value)).toThrow(/TRUST_PROXY must name the proxies/);
  });
});

describe('the failure-report limit behind a proxy', () => {
  const servers: TestShellServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  const log = capturedLog();

  async function siteTrusting(trustProxy: TrustedProxies) {
    const site = await startTestShellServer(localEnvironment as unknown as SiteConfig, {
      renderer: Promise.resolve(null),
      logger: log.logger,
      trustProxy,
    });
    servers.push(site);
    site.passThrough();
    // 40 beacons a visitor: more than the 30 a minute each may send.
    return async (visitor: string) => {
      const answers: number[] = [];
      for (let sent = 0; sent < 40; sent += 1) {
        const answer = await fetch(`${site.base}${FAILURE_REPORT_ROUTE}`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': visitor },
          body: JSON.stringify({ kind: 'load', remote: 'api-docs', version: '1.0.0', route: '/open-api-docs', message: 'did not load', at: '2026-11-26T06:00:00Z' }),
        });
        answers.push(answer.status);
      }
      return answers;
    };
  }

  it('counts each visitor the trusted proxy names on their own', async () => {
    const flood = await siteTrusting(['loopback']);
    log.lines.length = 0;
    expect(await flood('203.0.113.7')).toContain(429);
    // Another visitor behind the same proxy still has a whole share.
    expect((await flood('198.51.100.20')).slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(log.text()).not.toContain('untrusted-proxy');
  });

  it('ignores the header when no proxy is trusted, so a flooder cannot pose as others', async () => {
    const flood = await siteTrusting(false);
    log.lines.length = 0;
    expect(await flood('203.0.113.7')).toContain(429);
    expect((await flood('198.51.100.20')).every((status) => status === 429)).toBe(true);
    // The operator hears of it once, in the site's log.
    expect(log.lines.filter((line) => line.event === 'untrusted-proxy')).toHaveLength(1);
  });
});
