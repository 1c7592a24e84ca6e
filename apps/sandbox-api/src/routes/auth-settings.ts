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
  /**
   * Failed sign-ins from one network (an IPv4 address, an IPv6 /48) after which the account is rate
   * limited for that network (code 32); also wrong two-factor codes of one sign-in.
   */
  lockAfterFailures: number;
  /**
   * Failed sign-ins from all networks together after which the owner is told by mail. Nobody is
   * refused for them: a stranger's failures must never keep the owner out, so past it every attempt
   * still needs the captcha and each network keeps its own lock-out (kept above lockAfterFailures).
   */
  accountStepUpAfterFailures: number;
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
    accountStepUpAfterFailures: 20,
    mailsPerWindow: 3,
    mailWindowMs: 60 * 60 * 1000,
    firebaseAuthEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? 'demo-echowatch',
  };
}
