/** @jest-environment node */
import { metricsListen } from './metrics-server';

describe('metricsListen', () => {
  it('follows the site port when METRICS_PORT is not set: 8080 gives the documented 9464', () => {
    expect(metricsListen({}, 8080)).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(metricsListen({}, 8181)).toEqual({ host: '127.0.0.1', port: 9565 });
    // An empty setting is no setting, as for every other one.
    expect(metricsListen({ METRICS_PORT: ' ' }, 3000)).toEqual({ host: '127.0.0.1', port: 4384 });
  });

  it('lets the system pick the metrics port too when it picks the site port', () => {
    expect(metricsListen({}, 0)).toEqual({ host: '127.0.0.1', port: 0 });
  });

  it('takes an explicit METRICS_PORT, 0 included, and METRICS_HOST', () => {
    expect(metricsListen({ METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }, 8080)).toEqual({ host: '10.0.0.5', port: 9100 });
    expect(metricsListen({ METRICS_PORT: '0' }, 8080)).toEqual({ host: '127.0.0.1', port: 0 });
    // A site port whose default would not fit is fine once the metrics port is named.
    expect(metricsListen({ METRICS_PORT: '9464' }, 65_000)).toEqual({ host: '127.0.0.1', port: 9464 });
  });

  it('serves no metrics with METRICS_PORT=off, whatever the site port', () => {
    expect(metricsListen({ METRICS_PORT: 'off' }, 8080)).toBeNull();
    expect(metricsListen({ METRICS_PORT: 'off' }, 65_000)).toBeNull();
  });

  it('stops the start when the default would pass the last port, naming the way out', () => {
    expect(() => metricsListen({}, 64_152)).toThrow(
      'METRICS_PORT defaults to PORT + 1384, 65536 for PORT 64152: past 65535. Set METRICS_PORT to a free port, or "off".',
    );
    expect(metricsListen({}, 64_151)).toEqual({ host: '127.0.0.1', port: 65_535 });
  });

  it.each(['nine', '70000', '-1', '0x10', '94.64'])('refuses METRICS_PORT=%s', (value) => {
    expect(() => metricsListen({ METRICS_PORT: value }, 8080)).toThrow(`METRICS_PORT must be a port number from 0 to 65535 or "off", not "${value}".`);
  });
});
