import { Router, type Request, type Response } from 'express';
import { refuse, reply } from '../envelope';
import type { SandboxStore } from '../store/file-store';
import type { StoredUser } from '../store/schema';
import { newId } from '../security';

export const SESSION_COOKIE = 'ew_session';

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function sessionUser(store: SandboxStore, req: Request): StoredUser | undefined {
  const id = readCookie(req, SESSION_COOKIE);
  const session = id ? store.data.sessions.find((s) => s.id === id) : undefined;
  return session ? store.data.users.find((u) => u.id === session.user_id) : undefined;
}

/** Opens a session for a user; the cookie is same-site with the composed site (localhost). */
export async function startSession(store: SandboxStore, res: Response, user: StoredUser): Promise<void> {
  const id = newId();
  store.data.sessions.push({ id, user_id: user.id, created_at: new Date().toISOString() });
  await store.save();
  res.cookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/' });
}

export function findUserByLogin(store: SandboxStore, login: string): StoredUser | undefined {
  const wanted = login.trim().toLowerCase();
  return store.data.users.find((u) => u.email.toLowerCase() === wanted || u.username.toLowerCase() === wanted);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sessionRoutes(store: SandboxStore): Router {
  const router = Router();

  // Sign-in itself (password, phone, two-factor) lives in auth-login-routes.ts.
  router.get('/api/user', (req, res) => {
    const user = sessionUser(store, req);
    if (!user) {
      refuse(res, 401, 'Not signed in');
      return;
    }
    reply(res, { username: user.username, email: user.email, full_name: user.full_name });
  });

  router.post('/api/logout', async (req, res) => {
    const id = readCookie(req, SESSION_COOKIE);
    store.data.sessions = store.data.sessions.filter((s) => s.id !== id);
    await store.save();
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    reply(res, null);
  });

  // Stands in for the product console a signed-in visitor is sent to.
  router.get('/console', (req, res) => {
    const user = sessionUser(store, req);
    const body = user
      ? `<h1>EchoWatch console</h1><p>Signed in as <strong>${escapeHtml(user.full_name)}</strong> (${escapeHtml(user.email)}).</p>`
      : '<h1>EchoWatch console</h1><p>Not signed in.</p>';
    res.type('html').set('Cache-Control', 'no-store').send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>EchoWatch console</title></head><body><main>${body}</main></body></html>`,
    );
  });
  return router;
}
