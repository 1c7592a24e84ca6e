import {
  defaultRateLimits,
  DEFAULT_SESSION_LIMITS,
  modeFromEnv,
  rateLimitsFromEnv,
  sessionLimitsFromEnv,
  type RateLimits,
  type SandboxMode,
  type SessionLimits,
} from './sandbox-limits';

/** Settings a test or a tester may change through the environment. */
export interface SandboxOptions {
  port: number;
  dataDir: string;
  /** Origin of the composed site: links in mails point there. */
  siteOrigin: string;
  /** "local" (default) serves the test helpers; "public" does not. */
  mode?: SandboxMode;
  /** Per-client limits; the defaults depend on the mode. */
  rateLimits?: RateLimits;
  sessions?: SessionLimits;
  /** Express "trust proxy": how the client address is read when a proxy sits in front. */
  trustProxy?: boolean | number | string;
}

export type ResolvedOptions = Required<SandboxOptions>;

/** Fills what a caller left out with the defaults of its mode. */
export function resolveOptions(options: SandboxOptions): ResolvedOptions {
  const mode = options.mode ?? 'local';
  return {
    ...options,
    mode,
    rateLimits: options.rateLimits ?? defaultRateLimits(mode),
    sessions: options.sessions ?? DEFAULT_SESSION_LIMITS,
    trustProxy: options.trustProxy ?? false,
  };
}

function trustProxyFromEnv(value: string | undefined): boolean | number | string {
  if (!value) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  const mode = modeFromEnv(env);
  return {
    port: Number(env.SANDBOX_PORT ?? 8090),
    dataDir: env.SANDBOX_DATA_DIR ?? new URL('../../../.data/sandbox', import.meta.url).pathname,
    siteOrigin: env.SITE_ORIGIN ?? `http://localhost:${env.PORT ?? 8080}`,
    mode,
    rateLimits: rateLimitsFromEnv(mode, env),
    sessions: sessionLimitsFromEnv(env),
    trustProxy: trustProxyFromEnv(env.SANDBOX_TRUST_PROXY),
  };
}
