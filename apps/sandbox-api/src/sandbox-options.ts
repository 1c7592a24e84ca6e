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
  /** Page origins that may call with the session cookie (credentialed CORS); by default those of the mode. */
  corsOrigins?: string[];
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
    corsOrigins: options.corsOrigins ?? defaultCorsOrigins(mode, options.siteOrigin),
  };
}

export const CORS_ORIGINS_ENV = 'SANDBOX_CORS_ORIGINS';
/** The dev servers of `ew-webpack serve` (the shell on 3000, the remotes on 3001–3004: each app's webpack.config.ts). */
export const LOCAL_DEV_PORTS = [3000, 3001, 3002, 3003, 3004] as const;

const origin = (address: string): string => address.trim().replace(/\/+$/, '');

/**
 * Who may call with the session cookie: the site's own origin, as the real hosts allow only the
 * site. A local sandbox adds the same origin under its other loopback name and the dev servers'
 * ports, each named: no other page on the machine gets the visitor's session.
 */
export function defaultCorsOrigins(mode: SandboxMode, siteOrigin: string): string[] {
  const site = origin(siteOrigin);
  if (mode === 'public') return [site];
  const { protocol, port } = new URL(site);
  const ports = [port, ...LOCAL_DEV_PORTS.map(String)];
  const local = ports.flatMap((each) => ['localhost', '127.0.0.1'].map((host) => `${protocol}//${host}${each ? `:${each}` : ''}`));
  return [...new Set([site, ...local])];
}

/** `SANDBOX_CORS_ORIGINS` (comma-separated) replaces the mode's list. */
export function corsOriginsFromEnv(mode: SandboxMode, siteOrigin: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const named = (env[CORS_ORIGINS_ENV] ?? '').split(',').map(origin).filter(Boolean);
  return named.length > 0 ? named : defaultCorsOrigins(mode, siteOrigin);
}

function trustProxyFromEnv(value: string | undefined): boolean | number | string {
  if (!value) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  const mode = modeFromEnv(env);
  const siteOrigin = env.SITE_ORIGIN ?? `http://localhost:${env.PORT ?? 8080}`;
  return {
    port: Number(env.SANDBOX_PORT ?? 8090),
    dataDir: env.SANDBOX_DATA_DIR ?? new URL('../../../.data/sandbox', import.meta.url).pathname,
    siteOrigin,
    corsOrigins: corsOriginsFromEnv(mode, siteOrigin, env),
    mode,
    rateLimits: rateLimitsFromEnv(mode, env),
    sessions: sessionLimitsFromEnv(env),
    trustProxy: trustProxyFromEnv(env.SANDBOX_TRUST_PROXY),
  };
}
