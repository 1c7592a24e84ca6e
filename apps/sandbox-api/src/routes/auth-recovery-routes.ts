import { Router, type Request, type Response } from 'express';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { clientKey } from '../client-key';
import { refuse, reply } from '../envelope';
import { sendMail } from '../outbox/mailer';
import { checkPassword, hashPassword, passwordInput } from '../security';
import { spendCaptcha } from './auth-captcha';
import {
  activeUserByEmail,
  issueRecoveryToken,
  linkLifetimeMs,
  pendingTwoFactorOf,
  signOutEverywhere,
  usableRecoveryToken,
  type AuthContext,
} from './auth-context';
import { passwordResetMail, twoFactorResetMail } from './auth-mails';
import { isEmail, isStrongPassword, text } from './auth-rules';
import { authCollection } from './auth-state';
import { isValidTotp, newTotpSecret, totpQrPng } from './auth-totp';

const TOKEN_PATH_MAX = 256;

/**
 * The token of a 2FA-reset URL, read from the raw path so that a broken escape (%E0%A4%A), extra
 * path segments or a huge value are answered as an invalid link instead of an Express error.
 */
function resetTokenOf(req: Request): string | undefined {
  const raw = req.path.replace(/^\//, '');
  if (!raw || raw.length > TOKEN_PATH_MAX || raw.includes('/')) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function linkGone(res: Response): void {
  refuse(res, RESPONSE_CODE.linkGone, 'Invalid or expired link');
}

/** Forgotten password and lost authenticator: request a mail, follow its link, set the new one. */
export function authRecoveryRoutes(ctx: AuthContext): Router {
  const router = Router();
  const { store, settings, mails } = ctx;

  // The same answer whether or not the address has an account, so the form reveals nothing.
  router.post('/api/forget-password', async (req, res) => {
    const email = text(req.body?.email).toLowerCase();
    if (!isEmail(email)) return refuse(res, RESPONSE_CODE.invalidParams, 'A valid email is required');
    // Per address and client: a stranger who asks three times for someone's address uses up their
    // own quota, not the owner's, who still gets a mail by solving the captcha every request needs.
    const key = `forgot:${email}@${clientKey(req)}`;
    if (mails.count(key) >= settings.mailsPerWindow) {
      return refuse(res, RESPONSE_CODE.rateLimited, 'Login details are incorrect or the account has been locked');
    }
    if (!spendCaptcha(store, req.body?.recaptcha_response)) {
      await store.save();
      return refuse(res, RESPONSE_CODE.invalidParams, 'Captcha required');
    }
    mails.add(key);
    const user = activeUserByEmail(ctx, email);
    if (user) {
      const { token } = issueRecoveryToken(ctx, 'password-reset', user.email);
      const link = `${ctx.site}/forgot-password/${token}`;
      await sendMail(store, passwordResetMail(user.email, user.full_name, link, linkLifetimeMs(ctx, user.email)));
    } else {
      await store.save();
    }
    reply(res, null, RESPONSE_CODE.done, 'If the address has an account, a reset link has been sent');
  });

  router.post('/api/validate-link', (req, res) => {
    const token = usableRecoveryToken(ctx, 'password-reset', req.body?.token);
    if (!token) return refuse(res, RESPONSE_CODE.invalidParams, 'Invalid or expired link');
    reply(res, { email: token.email });
  });

  router.post('/api/reset-password-new', async (req, res) => {
    const token = usableRecoveryToken(ctx, 'password-reset', req.body?.uuid);
    const user = token && activeUserByEmail(ctx, token.email);
    if (!token || !user) return refuse(res, RESPONSE_CODE.invalidParams, 'Invalid or expired link');
    const password = passwordInput(req.body?.password);
    if (!password || !isStrongPassword(password)) return refuse(res, RESPONSE_CODE.invalidParams, 'The password does not follow the rule');
    token.used_at = new Date().toISOString();
    user.password_hash = await hashPassword(password);
    ctx.attempts.clearAll(`password:${user.id}`);
    signOutEverywhere(ctx, user.id);
    await store.save();
    reply(res, null, RESPONSE_CODE.done, 'Password changed');
  });

  // Only while a sign-in waits for its code: the person proved the password a moment ago.
  router.post('/two-factor/reset', async (req, res) => {
    const found = pendingTwoFactorOf(ctx, req);
    if (!found) return refuse(res, RESPONSE_CODE.sessionExpired, 'Login session expired');
    const email = text(req.body?.email).toLowerCase();
    const password = passwordInput(req.body?.password);
    if (!email || !password?.trim()) return refuse(res, RESPONSE_CODE.invalidParams, 'Email and password are required');
    const { user } = found;
    const matches = await checkPassword(password, user.password_hash);
    if (user.email.toLowerCase() !== email || !matches) {
      return refuse(res, RESPONSE_CODE.badCredentials, 'Login details are incorrect');
    }
    const key = `reset-2fa:${user.id}`;
    if (mails.count(key) >= settings.mailsPerWindow) return refuse(res, RESPONSE_CODE.rateLimited, 'Resend rate limited');
    mails.add(key);
    const { token } = issueRecoveryToken(ctx, 'reset-2fa', user.email);
    const link = `${ctx.site}/reset-2fa/${token}`;
    await sendMail(store, twoFactorResetMail(user.email, user.full_name, link, linkLifetimeMs(ctx, user.email)));
    reply(res, null);
  });

  router.use('/two-factor/reset-2fa', async (req, res, next) => {
    if (req.method !== 'GET') return next();
    const token = usableRecoveryToken(ctx, 'reset-2fa', resetTokenOf(req));
    if (!token) return linkGone(res);
    const secrets = authCollection(store, 'auth-pending-secrets');
    let pending = secrets.find((s) => s.token === token.token);
    if (!pending) {
      pending = { token: token.token, secret: newTotpSecret(), failures: 0 };
      secrets.push(pending);
      await store.save();
    }
    reply(res, await totpQrPng(pending.secret, token.email), RESPONSE_CODE.done, 'Scan the QR code');
  });

  router.post('/two-factor/confirm', async (req, res) => {
    const token = usableRecoveryToken(ctx, 'reset-2fa', req.body?.uuid);
    const secrets = authCollection(store, 'auth-pending-secrets');
    const pending = token && secrets.find((s) => s.token === token.token);
    const user = token && activeUserByEmail(ctx, token.email);
    if (!token || !pending || !user) return refuse(res, RESPONSE_CODE.linkGone, 'Invalid or expired link');
    if (pending.failures >= settings.lockAfterFailures) return refuse(res, RESPONSE_CODE.rateLimited, 'Confirm rate limited');
    const otp = text(req.body?.otp);
    if (!/^\d{6}$/.test(otp)) return refuse(res, RESPONSE_CODE.invalidParams, 'The code must be 6 digits');
    if (!isValidTotp(pending.secret, otp)) {
      pending.failures += 1;
      await store.save();
      return pending.failures >= settings.lockAfterFailures
        ? refuse(res, RESPONSE_CODE.rateLimited, 'Confirm rate limited')
        : refuse(res, RESPONSE_CODE.invalidOtp, 'Invalid OTP code');
    }
    user.totp_secret = pending.secret;
    token.used_at = new Date().toISOString();
    secrets.splice(secrets.indexOf(pending), 1);
    ctx.attempts.clear(`otp:${user.id}`);
    signOutEverywhere(ctx, user.id);
    await store.save();
    reply(res, null);
  });

  return router;
}
