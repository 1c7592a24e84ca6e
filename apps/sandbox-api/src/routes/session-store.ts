import type { CookieOptions, Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import type { SessionLimits } from '../sandbox-limits';
import type { SandboxStore } from '../store/file-store';
import type { StoredSession, StoredUser } from '../store/schema';
import { newId } from '../security';

export const SESSION_COOKIE = 'ew_session';
/** Refreshing "last seen" on every call would write the store on every page view. */
const SEEN_RESOLUTION_MS = 30 * 1000;

/** A cookie of the request; a mangled value stays undecoded and so matches no session. */
export function readCookie(req: Request, name: string): string | undefined {
  return parseCookies(req.headers.cookie ?? '')[name];
}

/** HttpOnly and SameSite=Lax always; Secure whenever the request came over HTTPS. */
export function cookieOptions(req: Request, maxAge?: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', ...(maxAge ? { maxAge } : {}) };
}

export function isLiveSession(session: StoredSession, limits: SessionLimits, now = Date.now()): boolean {
  const lastSeen = Date.parse(session.last_seen_at ?? session.created_at);
  return now - Date.parse(session.created_at) < limits.absoluteMs && now - lastSeen < limits.idleMs;
}

/** The signed-in user of a live session; using it keeps it from going idle. */
export function sessionUser(store: SandboxStore, req: Request, limits: SessionLimits): StoredUser | undefined {
  const id = readCookie(req, SESSION_COOKIE);
  const session = id ? store.data.sessions.find((s) => s.id === id) : undefined;
  if (!session || !isLiveSession(session, limits)) return undefined;
  const now = Date.now();
  if (now - Date.parse(session.last_seen_at ?? session.created_at) > SEEN_RESOLUTION_MS) {
    session.last_seen_at = new Date(now).toISOString();
    void store.save();
  }
  return store.data.users.find((u) => u.id === session.user_id);
}

/** Opens a session; the cookie lasts no longer than the session's absolute limit. */
export async function startSession(store: SandboxStore, req: Request, res: Response, user: StoredUser, limits: SessionLimits): Promise<void> {
  const id = newId();
  const now = new Date(Date.now()).toISOString();
  store.data.sessions = store.data.sessions.filter((s) => isLiveSession(s, limits));
  store.data.sessions.push({ id, user_id: user.id, created_at: now, last_seen_at: now });
  await store.save();
  res.cookie(SESSION_COOKIE, id, cookieOptions(req, limits.absoluteMs));
}

/** After a password or authenticator reset, whoever held a session of the account is out. */
export function endSessionsOf(store: SandboxStore, userId: string): void {
  store.data.sessions = store.data.sessions.filter((s) => s.user_id !== userId);
}
