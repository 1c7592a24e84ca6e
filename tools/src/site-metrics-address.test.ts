import { siteMetricsAddress, siteMetricsPort } from './site-metrics-address';

describe('siteMetricsAddress', () => {
  it('follows the site port as the server does when METRICS_PORT is not set', () => {
    expect(siteMetricsPort(8080)).toBe(9464);
    expect(siteMetricsAddress(8080, {})).toBe('http://127.0.0.1:9464/metrics');
    expect(siteMetricsAddress(28_481, { METRICS_PORT: '' })).toBe('http://127.0.0.1:29865/metrics');
  });

  it('names the port and host the settings give', () => {
    expect(siteMetricsAddress(8080, { METRICS_PORT: '9100', METRICS_HOST: '::1' })).toBe('http://[::1]:9100/metrics');
  });

  it('says when there is no fixed address', () => {
    expect(siteMetricsAddress(8080, { METRICS_PORT: 'off' })).toBe('off (METRICS_PORT=off)');
    expect(siteMetricsAddress(8080, { METRICS_PORT: '0' })).toMatch(/^on a port the system picks/);
  });
});
