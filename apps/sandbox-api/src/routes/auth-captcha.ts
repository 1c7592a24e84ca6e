import { Router } from 'express';
import { reply } from '../envelope';
import type { SandboxStore } from '../store/file-store';
import { randomToken } from '../security';
import { authCollection, isExpired } from './auth-state';

export const CAPTCHA_LIFETIME_MS = 2 * 60 * 1000;

/**
 * The local captcha provider: the page's "I'm not a robot" box asks for a token here, and only this
 * sandbox accepts it, once, within two minutes, as reCAPTCHA's siteverify would.
 */
export function captchaRoutes(store: SandboxStore): Router {
  const router = Router();
  router.post('/__sandbox/captcha/token', async (_req, res) => {
    const tokens = authCollection(store, 'auth-captcha');
    const live = tokens.filter((t) => !isExpired(t.expires_at));
    tokens.splice(0, tokens.length, ...live);
    const token = `sandbox-captcha.${randomToken()}`;
    tokens.push({ token, expires_at: new Date(Date.now() + CAPTCHA_LIFETIME_MS).toISOString() });
    await store.save();
    reply(res, { token });
  });
  return router;
}

/** Spends a captcha token: true once for a token this sandbox issued and that has not expired. */
export function spendCaptcha(store: SandboxStore, value: unknown): boolean {
  if (typeof value !== 'string' || !value) return false;
  const tokens = authCollection(store, 'auth-captcha');
  const index = tokens.findIndex((t) => t.token === value);
  if (index < 0) return false;
  const [token] = tokens.splice(index, 1);
  return !isExpired(token!.expires_at);
}
