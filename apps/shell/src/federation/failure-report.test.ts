import { testSiteConfig } from '@echowatch/test-utils';
import { failureReport, remoteVersion, reportSlotFailure, sendFailureReport } from './failure-report';
import { RemoteUnavailableError } from './remote-loader';

const ENDPOINT = 'http://reports.test/site-errors';

async function sentReports(beacon: jest.Mock): Promise<unknown[]> {
  return Promise.all(beacon.mock.calls.map(async ([, body]: [string, Blob]) => JSON.parse(await body.text()) as unknown));
}

describe('failure reports', () => {
  const beacon = jest.fn(() => true);

  beforeEach(() => {
    beacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });

  it('reads the version from where the composition publishes the remote', () => {
    expect(remoteVersion('https://cdn.echowatch.vn/marketing-blog/1.4.0-3fa2c1/mf-manifest.json')).toBe('1.4.0-3fa2c1');
    expect(remoteVersion('http://cdn.test/elsewhere/remoteEntry.js')).toBe('unknown');
  });

  it('beacons a load failure with remote, version, route and message to the configured endpoint', async () => {
    const config = testSiteConfig({ errorReporting: { endpoint: ENDPOINT } });
    window.history.replaceState(null, '', '/packages');
    reportSlotFailure(config, 'pricing-reporting', new RemoteUnavailableError('pricing-reporting', new Error('timed out after 8000 ms')));
    expect(beacon).toHaveBeenCalledWith(ENDPOINT, expect.any(Blob));
    expect(await sentReports(beacon)).toEqual([
      {
        kind: 'load',
        remote: 'pricing-reporting',
        version: remoteVersion(config.remotes['pricing-reporting']),
        route: '/packages',
        message: 'Remote "pricing-reporting" could not be loaded: timed out after 8000 ms',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('tells a page that threw from a remote that did not load', async () => {
    const config = testSiteConfig({ errorReporting: { endpoint: ENDPOINT } });
    reportSlotFailure(config, 'api-docs', new TypeError("Cannot read properties of undefined (reading 'map')"));
    expect(await sentReports(beacon)).toEqual([expect.objectContaining({ kind: 'render', remote: 'api-docs' })]);
  });

  it('keeps a report small whatever the message', () => {
    const report = failureReport(testSiteConfig(), { kind: 'render', remote: 'auth-flows', route: '/login', error: new Error('x'.repeat(5000)) });
    expect(report.message.length).toBeLessThanOrEqual(500);
  });

  it('sends nothing where the environment names no endpoint', () => {
    const config = testSiteConfig({ errorReporting: undefined });
    expect(sendFailureReport(config, failureReport(config, { kind: 'load', remote: 'api-docs', route: '/', error: 'x' }))).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });
});
