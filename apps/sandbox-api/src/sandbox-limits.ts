/**
 * How the sandbox is exposed, and the limits that follow from it. "local" (the default, used by
 * `pnpm serve`, the browser tests and the unit tests) serves the test helpers and allows the burst
 * of sign-ins a browser-test run makes from one address; "public" drops the helpers and uses limits
 * fit for a sandbox open to anyone.
 */
export type SandboxMode = 'local' | 'public';

export const MODE_ENV = 'SANDBOX_MODE';

/** Requests one client (IP address) may make per window, by group of calls. */
export interface RateLimits {
  windowMs: number;
  /** Password, phone and two-factor sign-in attempts, across all accounts. */
  signIn: number;
  /** Account look-ups: e-mail and phone checks, invitation and reset-link checks. */
  lookups: number;
  /** Calls that send a mail: registration, confirmation resend, password and 2FA reset, contact. */
  mails: number;
  /** Tokens of the sandbox captcha provider. */
  captcha: number;
}

export interface SessionLimits {
  /** A session unused this long ends. */
  idleMs: number;
  /** No session lives longer than this, used or not. */
  absoluteMs: number;
}

const MINUTE = 60 * 1000;

export const PUBLIC_RATE_LIMITS: RateLimits = { windowMs: 15 * MINUTE, signIn: 30, lookups: 60, mails: 10, captcha: 60 };
// A browser-test run signs in a few hundred times from 127.0.0.1 within minutes.
export const LOCAL_RATE_LIMITS: RateLimits = { windowMs: 15 * MINUTE, signIn: 3000, lookups: 6000, mails: 1500, captcha: 6000 };
export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE };

/** Environment variables that override one limit each (a positive integer). */
export const RATE_LIMIT_ENV: Record<keyof RateLimits, string> = {
  windowMs: 'SANDBOX_RATE_WINDOW_MS',
  signIn: 'SANDBOX_RATE_SIGN_IN',
  lookups: 'SANDBOX_RATE_LOOKUPS',
  mails: 'SANDBOX_RATE_MAILS',
  captcha: 'SANDBOX_RATE_CAPTCHA',
};

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

export function modeFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxMode {
  const mode = env[MODE_ENV] ?? 'local';
  if (mode !== 'local' && mode !== 'public') throw new Error(`${MODE_ENV} must be "local" or "public", not "${mode}"`);
  return mode;
}

export function defaultRateLimits(mode: SandboxMode): RateLimits {
  return mode === 'public' ? PUBLIC_RATE_LIMITS : LOCAL_RATE_LIMITS;
}

export function rateLimitsFromEnv(mode: SandboxMode, env: NodeJS.ProcessEnv = process.env): RateLimits {
  const defaults = defaultRateLimits(mode);
  const entries = (Object.keys(defaults) as (keyof RateLimits)[]).map((key) => [key, positive(env[RATE_LIMIT_ENV[key]], defaults[key])]);
  return Object.fromEntries(entries) as unknown as RateLimits;
}

export function sessionLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): SessionLimits {
  return {
    idleMs: positive(env.SANDBOX_SESSION_IDLE_MS, DEFAULT_SESSION_LIMITS.idleMs),
    absoluteMs: positive(env.SANDBOX_SESSION_ABSOLUTE_MS, DEFAULT_SESSION_LIMITS.absoluteMs),
  };
}
