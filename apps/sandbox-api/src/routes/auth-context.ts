import type { Request, Response } from 'express';
import type { SessionLimits } from '../sandbox-limits';
import { reply } from '../envelope';
import type { ResolvedOptions } from '../sandbox-options';
import type { SandboxStore } from '../store/file-store';
import type { StoredToken, StoredUser } from '../store/schema';
import { newId, randomToken } from '../security';
import { AttemptCounter } from './auth-attempts';
import type { AuthSettings } from './auth-settings';
import { authCollection, isExpired, type PendingTwoFactor } from './auth-state';
import { isTokenShaped } from './account-link-tokens';
import { cookieOptions, endSessionsOf, readCookie, startSession } from './session-store';

export const PENDING_2FA_COOKIE = 'ew_pending_2fa';


export interface AuthContext {
  store: SandboxStore;
  settings: AuthSettings;
  attempts: AttemptCounter;
  /** Mails asked for, per address or account, over the (longer) mail window. */
  mails: AttemptCounter;
  sessions: SessionLimits;
  /** Origin of the composed site: links in mails point there. */
  site: string;
}

export function createAuthContext(store: SandboxStore, options: ResolvedOptions, settings: AuthSettings): AuthContext {
  return {
    store,
    settings,
    attempts: new AttemptCounter(store, settings.attemptWindowMs),
    mails: new AttemptCounter(store, settings.mailWindowMs),
    sessions: options.sessions,
    site: options.siteOrigin.replace(/\/+$/, ''),
  };
}

export { readCookie };

function lifetimesOf(ctx: AuthContext, email: string) {
  return authCollection(ctx.store, 'auth-lifetimes').find((l) => l.email === email);
}

export function pendingTwoFactorMs(ctx: AuthContext, user: StoredUser): number {
  return lifetimesOf(ctx, user.email)?.pending_2fa_ms ?? ctx.settings.pendingTwoFactorMs;
}

export function linkLifetimeMs(ctx: AuthContext, email: string): number {
  return lifetimesOf(ctx, email)?.link_ms ?? ctx.settings.linkLifetimeMs;
}

/** The sign-in waiting for its two-factor code, if the browser has one that has not expired. */
export function pendingTwoFactorOf(ctx: AuthContext, req: Request): { pending: PendingTwoFactor; user: StoredUser } | null {
  const id = readCookie(req, PENDING_2FA_COOKIE);
  const pending = id ? authCollection(ctx.store, 'auth-pending-2fa').find((p) => p.id === id) : undefined;
  if (!pending || isExpired(pending.expires_at)) return null;
  const user = ctx.store.data.users.find((u) => u.id === pending.user_id);
  return user ? { pending, user } : null;
}

export function endPendingTwoFactor(ctx: AuthContext, req: Request, res: Response, id: string): void {
  const all = authCollection(ctx.store, 'auth-pending-2fa');
  const live = all.filter((p) => p.id !== id && !isExpired(p.expires_at));
  all.splice(0, all.length, ...live);
  res.clearCookie(PENDING_2FA_COOKIE, cookieOptions(req));
}

/** A new password or authenticator ends every session and waiting sign-in of the account. */
export function signOutEverywhere(ctx: AuthContext, userId: string): void {
  endSessionsOf(ctx.store, userId);
  const pending = authCollection(ctx.store, 'auth-pending-2fa');
  pending.splice(0, pending.length, ...pending.filter((p) => p.user_id !== userId));
}

/**
 * The password (or phone) was right: open the session, or, for an account with two-factor on, hold
 * the sign-in until the authenticator code arrives.
 */
export async function completeFirstFactor(ctx: AuthContext, req: Request, res: Response, user: StoredUser): Promise<void> {
  if (user.totp_secret === null) {
    await startSession(ctx.store, req, res, user, ctx.sessions);
    reply(res, { two_factor: false, username: user.username });
    return;
  }
  const lifetime = pendingTwoFactorMs(ctx, user);
  const pending: PendingTwoFactor = { id: newId(), user_id: user.id, expires_at: new Date(Date.now() + lifetime).toISOString() };
  authCollection(ctx.store, 'auth-pending-2fa').push(pending);
  await ctx.store.save();
  res.cookie(PENDING_2FA_COOKIE, pending.id, cookieOptions(req, lifetime));
  reply(res, { two_factor: true, username: user.username });
}

type RecoveryKind = Extract<StoredToken['kind'], 'password-reset' | 'reset-2fa'>;

export function issueRecoveryToken(ctx: AuthContext, kind: RecoveryKind, email: string): StoredToken {
  const token: StoredToken = {
    token: randomToken(),
    kind,
    email,
    expires_at: new Date(Date.now() + linkLifetimeMs(ctx, email)).toISOString(),
    used_at: null,
  };
  ctx.store.data.tokens.push(token);
  return token;
}

/** A recovery token that may still be spent: known, of this kind, unused and not expired. */
export function usableRecoveryToken(ctx: AuthContext, kind: RecoveryKind, value: unknown): StoredToken | undefined {
  if (!isTokenShaped(value)) return undefined;
  const token = ctx.store.data.tokens.find((t) => t.kind === kind && t.token === value);
  if (!token || token.used_at !== null || isExpired(token.expires_at)) return undefined;
  return token;
}

export function activeUserByEmail(ctx: AuthContext, email: string): StoredUser | undefined {
  const wanted = email.toLowerCase();
  return ctx.store.data.users.find((u) => u.status === 'active' && u.email.toLowerCase() === wanted);
}
