import { Router } from 'express';
import { refuse, reply } from '../envelope';
import type { SessionLimits } from '../sandbox-limits';
import type { SandboxStore } from '../store/file-store';
import type { StoredUser } from '../store/schema';
import { cookieOptions, readCookie, SESSION_COOKIE, sessionUser } from './session-store';

export { SESSION_COOKIE, sessionUser, startSession } from './session-store';

export function findUserByLogin(store: SandboxStore, login: string): StoredUser | undefined {
  const wanted = login.trim().toLowerCase();
  return store.data.users.find((u) => u.email.toLowerCase() === wanted || u.username.toLowerCase() === wanted);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sessionRoutes(store: SandboxStore, limits: SessionLimits): Router {
  const router = Router();

  // Sign-in itself (password, phone, two-factor) lives in auth-login-routes.ts.
  router.get('/api/user', (req, res) => {
    const user = sessionUser(store, req, limits);
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
    res.clearCookie(SESSION_COOKIE, cookieOptions(req));
    reply(res, null);
  });

  // Stands in for the product console a signed-in visitor is sent to.
  router.get('/console', (req, res) => {
    const user = sessionUser(store, req, limits);
    const body = user
      ? `<h1>EchoWatch console</h1><p>Signed in as <strong>${escapeHtml(user.full_name)}</strong> (${escapeHtml(user.email)}).</p>`
      : '<h1>EchoWatch console</h1><p>Not signed in.</p>';
    res.type('html').set('Cache-Control', 'no-store').send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>EchoWatch console</title></head><body><main>${body}</main></body></html>`,
    );
  });
  // Stands in for the government edition's own sign-in, a separate site the login page links to.
  router.get('/government-login', (_req, res) => {
    res.type('html').set('Cache-Control', 'no-store').send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>EchoWatch government edition</title></head><body><main><h1>EchoWatch government edition</h1><p>Sign-in of the government edition (local stand-in).</p></main></body></html>',
    );
  });
  return router;
}
