import type { SandboxStore } from '../store/file-store';

/** A sign-in that passed the password and waits for the two-factor code. */
export interface PendingTwoFactor {
  id: string;
  user_id: string;
  expires_at: string;
}

/** Failed attempts of one kind for one account (or address), inside the counting window. */
export interface AttemptRecord {
  key: string;
  failures: string[];
}

export interface CaptchaToken {
  token: string;
  expires_at: string;
}

/** The authenticator secret a 2FA-reset link offers until it is confirmed. */
export interface PendingSecret {
  token: string;
  secret: string;
  failures: number;
}

/** Per-account lifetimes a test may set, so expiry can be watched without waiting minutes. */
export interface AccountLifetimes {
  email: string;
  pending_2fa_ms?: number;
  link_ms?: number;
}

interface AuthCollections {
  'auth-pending-2fa': PendingTwoFactor;
  'auth-attempts': AttemptRecord;
  'auth-captcha': CaptchaToken;
  'auth-pending-secrets': PendingSecret;
  'auth-lifetimes': AccountLifetimes;
}

/** The account service's own records, kept in the sandbox store's collections. */
export function authCollection<K extends keyof AuthCollections>(store: SandboxStore, name: K): AuthCollections[K][] {
  const collections = store.data.collections;
  collections[name] ??= [];
  return collections[name] as AuthCollections[K][];
}

export function isExpired(expiresAt: string, now = Date.now()): boolean {
  return Date.parse(expiresAt) <= now;
}
