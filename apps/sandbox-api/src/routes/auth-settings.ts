import { linkLifetimeFromEnv } from './account-link-tokens';

export interface AuthSettings {
  /** How long a sign-in may wait for its two-factor code before it expires (code 31). */
  pendingTwoFactorMs: number;
  /** Life of password-reset and 2FA-reset links. */
  linkLifetimeMs: number;
  /** Window in which failed attempts add up. */
  attemptWindowMs: number;
  /** Failed sign-ins after which the account must also solve a captcha. */
  captchaAfterFailures: number;
  /** Failed sign-ins or codes from one client after which the account is rate limited for it (code 32). */
  lockAfterFailures: number;
  /**
   * Failed sign-ins from all clients together after which the account is rate limited for everyone:
   * it stops guessing spread over many addresses, while one client alone cannot lock anyone out
   * (kept above lockAfterFailures: a client is locked first).
   */
  accountLockAfterFailures: number;
  /** Reset mails one address may be sent inside the mail window at the request of one client. */
  mailsPerWindow: number;
  mailWindowMs: number;
  /** host:port of the Firebase Auth emulator that issues phone sign-in tokens. */
  firebaseAuthEmulatorHost: string;
  firebaseProjectId: string;
}

export const PENDING_2FA_ENV = 'SANDBOX_PENDING_2FA_MS';
export const DEFAULT_PENDING_2FA_MS = 5 * 60 * 1000;

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

export function authSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  return {
    pendingTwoFactorMs: positive(env[PENDING_2FA_ENV], DEFAULT_PENDING_2FA_MS),
    linkLifetimeMs: linkLifetimeFromEnv(env),
    attemptWindowMs: 15 * 60 * 1000,
    captchaAfterFailures: 2,
    lockAfterFailures: 5,
    accountLockAfterFailures: 20,
    mailsPerWindow: 3,
    mailWindowMs: 60 * 60 * 1000,
    firebaseAuthEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? 'demo-echowatch',
  };
}
