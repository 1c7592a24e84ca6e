/** Where the site server listens and how it stops; read once at start from the process environment. */
export interface ServerSettings {
  host: string;
  port: number;
  /** The longest a stop may take, from the signal to the exit, before open requests are cut. */
  shutdownTimeoutMs: number;
  /** How long the server keeps answering (not ready) after a signal before it stops accepting connections. */
  shutdownDelayMs: number;
}

// Local by default: a machine's other interfaces see the site only when HOST says so.
export const DEFAULT_SERVER_SETTINGS: ServerSettings = {
  host: '127.0.0.1',
  port: 8080,
  shutdownTimeoutMs: 20_000,
  shutdownDelayMs: 0,
};

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max} (got "${text}").`);
  }
  return value;
}

/**
 * HOST, PORT, SHUTDOWN_TIMEOUT_MS and SHUTDOWN_DELAY_MS. A value that is not a number stops the start:
 * a typo must not silently become the default in production.
 */
export function readServerSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const settings: ServerSettings = {
    host: env.HOST?.trim() || DEFAULT_SERVER_SETTINGS.host,
    port: wholeNumber(env, 'PORT', DEFAULT_SERVER_SETTINGS.port, 65_535),
    shutdownTimeoutMs: wholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SERVER_SETTINGS.shutdownTimeoutMs),
    shutdownDelayMs: wholeNumber(env, 'SHUTDOWN_DELAY_MS', DEFAULT_SERVER_SETTINGS.shutdownDelayMs),
  };
  if (settings.shutdownDelayMs >= settings.shutdownTimeoutMs) {
    throw new Error(
      `SHUTDOWN_DELAY_MS (${settings.shutdownDelayMs}) must be shorter than SHUTDOWN_TIMEOUT_MS (${settings.shutdownTimeoutMs}): requests in flight need time to finish.`,
    );
  }
  return settings;
}
