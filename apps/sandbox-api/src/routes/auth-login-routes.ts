import { Router } from 'express';
import { refuse, reply } from '../envelope';
import { verifyPassword } from '../security';
import { spendCaptcha } from './auth-captcha';
import {
  AUTH_CODES,
  PENDING_2FA_COOKIE,
  completeFirstFactor,
  endPendingTwoFactor,
  pendingTwoFactorOf,
  type AuthContext,
} from './auth-context';
import { verifiedPhoneOf } from './auth-firebase';
import { internationalPhone, isPhone, text, TEXT_MAX } from './auth-rules';
import { isUsableSecret, isValidTotp } from './auth-totp';
import { findUserByLogin, startSession } from './session-routes';

/** Sign-in: password, phone (Firebase id_token) and the two-factor code that may follow either. */
export function authLoginRoutes(ctx: AuthContext): Router {
  const router = Router();
  const { store, settings, attempts } = ctx;

  router.post('/api/login', async (req, res) => {
    const username = text(req.body?.username);
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    if (!username || !password || username.length > TEXT_MAX || password.length > 128) {
      return refuse(res, AUTH_CODES.invalidParams, 'Username and password are required', { captcha_required: false });
    }
    const user = findUserByLogin(store, username);
    const key = `password:${user?.id ?? username.toLowerCase()}`;
    const failures = attempts.count(key);
    if (failures >= settings.lockAfterFailures) {
      return refuse(res, AUTH_CODES.rateLimited, 'Rate limited', { captcha_required: true });
    }
    const captchaSolved = spendCaptcha(store, req.body?.recaptcha_response);
    if (failures >= settings.captchaAfterFailures && !captchaSolved) {
      await store.save();
      return refuse(res, AUTH_CODES.invalidParams, 'Captcha required', { captcha_required: true });
    }
    if (!user || user.status !== 'active' || !verifyPassword(password, user.password_hash)) {
      const count = attempts.add(key);
      await store.save();
      if (count >= settings.lockAfterFailures) {
        return refuse(res, AUTH_CODES.rateLimited, 'Rate limited', { captcha_required: true });
      }
      return refuse(res, AUTH_CODES.badCredentials, 'Login details are incorrect', {
        captcha_required: count >= settings.captchaAfterFailures,
      });
    }
    attempts.clear(key);
    await completeFirstFactor(ctx, res, user);
  });

  router.post('/two-factor/validate-otp', async (req, res) => {
    const found = pendingTwoFactorOf(ctx, req);
    if (!found) {
      res.clearCookie(PENDING_2FA_COOKIE, { path: '/' });
      return refuse(res, AUTH_CODES.sessionExpired, 'Login session expired');
    }
    const otp = text(req.body?.otp);
    if (!/^\d{6}$/.test(otp)) return refuse(res, AUTH_CODES.invalidParams, 'The code must be 6 digits');
    const { pending, user } = found;
    const key = `otp:${user.id}`;
    if (attempts.count(key) >= settings.lockAfterFailures) return refuse(res, AUTH_CODES.rateLimited, 'Rate limited');
    if (!isUsableSecret(user.totp_secret)) return refuse(res, AUTH_CODES.invalidSecret, 'Invalid secret key');
    if (!isValidTotp(user.totp_secret, otp)) {
      const count = attempts.add(key);
      await store.save();
      return count >= settings.lockAfterFailures
        ? refuse(res, AUTH_CODES.rateLimited, 'Rate limited')
        : refuse(res, AUTH_CODES.invalidOtp, 'Invalid OTP code');
    }
    attempts.clear(key);
    endPendingTwoFactor(ctx, res, pending.id);
    await startSession(store, res, user);
    reply(res, { username: user.username });
  });

  router.post('/api/login-by-phone', async (req, res) => {
    const phone = text(req.body?.phone_number);
    if (!isPhone(phone)) return refuse(res, AUTH_CODES.invalidParams, 'Invalid phone number');
    const verified = await verifiedPhoneOf(req.body?.id_token, settings);
    if (verified !== internationalPhone(phone)) {
      return refuse(res, AUTH_CODES.invalidParams, 'The phone sign-in token is not valid for this number');
    }
    const user = store.data.users.find((u) => u.phone === phone && u.phone_verified && u.status === 'active');
    if (!user) return refuse(res, AUTH_CODES.invalidParams, 'No account signs in with this phone number');
    await completeFirstFactor(ctx, res, user);
  });

  router.post('/register/check-phone-info', (req, res) => {
    const phone = text(req.body?.phone);
    const user = isPhone(phone) ? store.data.users.find((u) => u.phone === phone) : undefined;
    let state: 'invalid' | 'not exists' | 'not verified' | 'valid' = 'invalid';
    if (isPhone(phone)) state = !user ? 'not exists' : user.phone_verified ? 'valid' : 'not verified';
    reply(res, { phone: state });
  });

  return router;
}
