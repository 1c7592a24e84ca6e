/** Where the site server listens, how it treats slow clients and how it stops; read once at start from the process environment. */
export interface ServerSettings {
  host: string;
  port: number;
  /** The longest a stop may take, from the signal to the exit, before open requests are cut. */
  shutdownTimeoutMs: number;
  /** How long the server keeps answering (not ready) after a signal before it stops accepting connections. */
  shutdownDelayMs: number;
  /** How long a client may take to send a request's headers (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** How long it may take to send a whole request, body included (Node's `requestTimeout`). */
  requestTimeoutMs: number;
  /** How often Node looks for requests past those limits (`connectionsCheckingInterval`). */
  connectionsCheckIntervalMs: number;
  /** Connections held at once; one more is closed as it arrives (`server.maxConnections`). */
  maxConnections: number;
}

// Local by default: a machine's other interfaces see the site only when HOST says so. A visitor's
// request takes well under a second to send: the limits only cut clients holding a connection on
// purpose (Node's own are 60 s and 300 s, checked every 30 s), and one process holds far more
// visitors than the cap behind a load balancer that reuses its connections.
export const DEFAULT_SERVER_SETTINGS: ServerSettings = {
  host: '127.0.0.1',
  port: 8080,
  shutdownTimeoutMs: 20_000,
  shutdownDelayMs: 0,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  connectionsCheckIntervalMs: 1000,
  maxConnections: 1000,
};

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${text}").`);
  }
  return value;
}

/**
 * HOST, PORT, SHUTDOWN_TIMEOUT_MS, SHUTDOWN_DELAY_MS, and the slow-client limits HEADERS_TIMEOUT_MS,
 * REQUEST_TIMEOUT_MS, CONNECTIONS_CHECK_INTERVAL_MS and MAX_CONNECTIONS. A value that is not a
 * number stops the start: a typo must not silently become the default in production. Nor may a 0
 * stand for a limit: Node reads a 0 time-out as none, and a cap of 0 closes every connection.
 */
export function readServerSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const defaults = DEFAULT_SERVER_SETTINGS;
  const atLeastOne = { min: 1 };
  const settings: ServerSettings = {
    host: env.HOST?.trim() || defaults.host,
    port: wholeNumber(env, 'PORT', defaults.port, { max: 65_535 }),
    shutdownTimeoutMs: wholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', defaults.shutdownTimeoutMs),
    shutdownDelayMs: wholeNumber(env, 'SHUTDOWN_DELAY_MS', defaults.shutdownDelayMs),
    headersTimeoutMs: wholeNumber(env, 'HEADERS_TIMEOUT_MS', defaults.headersTimeoutMs, atLeastOne),
    requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', defaults.requestTimeoutMs, atLeastOne),
    connectionsCheckIntervalMs: wholeNumber(env, 'CONNECTIONS_CHECK_INTERVAL_MS', defaults.connectionsCheckIntervalMs, atLeastOne),
    maxConnections: wholeNumber(env, 'MAX_CONNECTIONS', defaults.maxConnections, atLeastOne),
  };
  if (settings.shutdownDelayMs >= settings.shutdownTimeoutMs) {
    throw new Error(
      `SHUTDOWN_DELAY_MS (${settings.shutdownDelayMs}) must be shorter than SHUTDOWN_TIMEOUT_MS (${settings.shutdownTimeoutMs}): requests in flight need time to finish.`,
    );
  }
  if (settings.headersTimeoutMs > settings.requestTimeoutMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${settings.headersTimeoutMs}) must be no longer than REQUEST_TIMEOUT_MS (${settings.requestTimeoutMs}): the headers are part of the request.`,
    );
  }
  return settings;
}
