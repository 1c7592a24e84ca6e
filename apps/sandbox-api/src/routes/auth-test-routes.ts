import { Router } from 'express';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { refuse, reply } from '../envelope';
import { passwordInput } from '../security';
import { newAccount } from '../seed/seed-accounts';
import { type AuthContext } from './auth-context';
import { isEmail, isPhone, text } from './auth-rules';
import { authCollection } from './auth-state';

function positiveNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Helpers for testers and browser tests (never part of the real service): an account with exactly the
 * traits a journey needs, and the authenticator secret behind a 2FA-reset QR code (what a phone would
 * read from scanning it).
 */
export function authTestRoutes(ctx: AuthContext): Router {
  const router = Router();
  const { store } = ctx;

  router.post('/__sandbox/account', async (req, res) => {
    const body = req.body ?? {};
    const email = text(body.email).toLowerCase();
    const phone = text(body.phone);
    const password = passwordInput(body.password);
    if (!isEmail(email) || (phone && !isPhone(phone)) || !password) {
      return refuse(res, RESPONSE_CODE.invalidParams, 'email and password are required; phone must be 10 digits');
    }
    const user = await newAccount({
      email,
      password,
      full_name: text(body.full_name) || 'Lê Hoàng Nam',
      organization_name: text(body.organization_name) || 'Sở Thông tin và Truyền thông Huế',
      phone,
      phone_verified: body.phone_verified === true,
      totp_secret: typeof body.totp_secret === 'string' ? body.totp_secret : null,
    });
    store.data.users = store.data.users.filter((u) => u.email !== email);
    store.data.users.push(user);
    const lifetimes = authCollection(store, 'auth-lifetimes');
    lifetimes.splice(0, lifetimes.length, ...lifetimes.filter((l) => l.email !== email));
    const pending2faMs = positiveNumber(body.pending_2fa_ms);
    const linkMs = positiveNumber(body.link_ms);
    if (pending2faMs || linkMs) lifetimes.push({ email, pending_2fa_ms: pending2faMs, link_ms: linkMs });
    await store.save();
    reply(res, { email, phone });
  });

  router.get('/__sandbox/reset-2fa-secret/:uid', (req, res) => {
    const pending = authCollection(store, 'auth-pending-secrets').find((s) => s.token === req.params.uid);
    if (!pending) return refuse(res, RESPONSE_CODE.invalidParams, 'No QR code has been shown for this link');
    reply(res, { secret: pending.secret });
  });

  return router;
}
