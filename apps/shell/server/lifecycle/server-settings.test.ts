/** @jest-environment node */
import { DEFAULT_SERVER_SETTINGS, readServerSettings } from './server-settings';

describe('readServerSettings', () => {
  it('listens on 127.0.0.1:8080, allows 20 s to stop and bounds slow clients when nothing is set', () => {
    expect(readServerSettings({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      shutdownTimeoutMs: 20_000,
      shutdownDelayMs: 0,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      connectionsCheckIntervalMs: 1000,
      maxConnections: 1000,
    });
    expect(readServerSettings({})).toEqual(DEFAULT_SERVER_SETTINGS);
  });

  it('takes HOST, PORT and the stop timings from the environment', () => {
    expect(readServerSettings({ HOST: '0.0.0.0', PORT: '3000', SHUTDOWN_TIMEOUT_MS: '30000', SHUTDOWN_DELAY_MS: '5000' })).toMatchObject({
      host: '0.0.0.0',
      port: 3000,
      shutdownTimeoutMs: 30_000,
      shutdownDelayMs: 5000,
    });
    // Port 0: the system picks a free port (tests start servers side by side this way).
    expect(readServerSettings({ PORT: '0' }).port).toBe(0);
  });

  it('takes the slow-client limits and the connection cap from the environment', () => {
    expect(
      readServerSettings({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '20000', CONNECTIONS_CHECK_INTERVAL_MS: '500', MAX_CONNECTIONS: '250' }),
    ).toMatchObject({ headersTimeoutMs: 5000, requestTimeoutMs: 20_000, connectionsCheckIntervalMs: 500, maxConnections: 250 });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '-1' }, /PORT/],
    [{ SHUTDOWN_TIMEOUT_MS: '20s' }, /SHUTDOWN_TIMEOUT_MS/],
    [{ SHUTDOWN_DELAY_MS: '1.5' }, /SHUTDOWN_DELAY_MS/],
    [{ SHUTDOWN_TIMEOUT_MS: '5000', SHUTDOWN_DELAY_MS: '5000' }, /shorter than SHUTDOWN_TIMEOUT_MS/],
    [{ HEADERS_TIMEOUT_MS: '10s' }, /HEADERS_TIMEOUT_MS/],
    // Node reads a 0 time-out as none, and a cap of 0 closes every connection.
    [{ HEADERS_TIMEOUT_MS: '0' }, /HEADERS_TIMEOUT_MS/],
    [{ REQUEST_TIMEOUT_MS: '0' }, /REQUEST_TIMEOUT_MS/],
    [{ CONNECTIONS_CHECK_INTERVAL_MS: '0' }, /CONNECTIONS_CHECK_INTERVAL_MS/],
    [{ MAX_CONNECTIONS: '0' }, /MAX_CONNECTIONS/],
    [{ MAX_CONNECTIONS: 'many' }, /MAX_CONNECTIONS/],
    [{ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' }, /HEADERS_TIMEOUT_MS .* no longer than REQUEST_TIMEOUT_MS/],
  ])('refuses %j', (env, message) => {
    expect(() => readServerSettings(env)).toThrow(message);
  });
});
