/** @jest-environment node */
import { DEFAULT_SERVER_SETTINGS, readServerSettings } from './server-settings';

describe('readServerSettings', () => {
  it('listens on 127.0.0.1:8080 and allows 20 s to stop when nothing is set', () => {
    expect(readServerSettings({})).toEqual({ host: '127.0.0.1', port: 8080, shutdownTimeoutMs: 20_000, shutdownDelayMs: 0 });
    expect(readServerSettings({})).toEqual(DEFAULT_SERVER_SETTINGS);
  });

  it('takes HOST, PORT and the stop timings from the environment', () => {
    expect(
      readServerSettings({ HOST: '0.0.0.0', PORT: '3000', SHUTDOWN_TIMEOUT_MS: '30000', SHUTDOWN_DELAY_MS: '5000' }),
    ).toEqual({ host: '0.0.0.0', port: 3000, shutdownTimeoutMs: 30_000, shutdownDelayMs: 5000 });
    // Port 0: the system picks a free port (tests start servers side by side this way).
    expect(readServerSettings({ PORT: '0' }).port).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '-1' }, /PORT/],
    [{ SHUTDOWN_TIMEOUT_MS: '20s' }, /SHUTDOWN_TIMEOUT_MS/],
    [{ SHUTDOWN_DELAY_MS: '1.5' }, /SHUTDOWN_DELAY_MS/],
    [{ SHUTDOWN_TIMEOUT_MS: '5000', SHUTDOWN_DELAY_MS: '5000' }, /shorter than SHUTDOWN_TIMEOUT_MS/],
  ])('refuses %j', (env, message) => {
    expect(() => readServerSettings(env)).toThrow(message);
  });
});
