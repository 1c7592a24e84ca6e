import { Router } from 'express';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { refuse, reply } from '../envelope';
import { checkPassword, hashPassword, needsRehash, passwordInput } from '../security';
import { spendCaptcha } from './auth-captcha';
import {
  PENDING_2FA_COOKIE,
  completeFirstFactor,
  endPendingTwoFactor,
  pendingTwoFactorOf,
  type AuthContext,
} from './auth-context';
import { verifiedPhoneOf } from './auth-firebase';
import { internationalPhone, isPhone, text, TEXT_MAX } from './auth-rules';
import { acceptedTotpStep, isUsableSecret } from './auth-totp';
import { cookieOptions, startSession } from './session-store';
import { activeAccountWith } from './pending-registrations';
import { findUserByLogin } from './session-routes';
import { SignInFailures } from './sign-in-failures';

/** Sign-in: password, phone (Firebase id_token) and the two-factor code that may follow either. */
export function authLoginRoutes(ctx: AuthContext): Router {
  const router = Router();
  const { store, settings, attempts } = ctx;

  router.post('/api/login', async (req, res) => {
    const username = text(req.body?.username);
    const password = passwordInput(req.body?.password);
    if (!username || !password || username.length > TEXT_MAX) {
      return refuse(res, RESPONSE_CODE.invalidParams, 'Username and password are required', { captcha_required: false });
    }
    const user = findUserByLogin(store, username);
    const failures = new SignInFailures(ctx, req, username, user);
    if (failures.networkLocked()) return refuse(res, RESPONSE_CODE.rateLimited, 'Rate limited', { captcha_required: true });
    const captchaSolved = spendCaptcha(store, req.body?.recaptcha_response);
    if (failures.captchaRequired() && !captchaSolved) {
      await store.save();
      return refuse(res, RESPONSE_CODE.invalidParams, 'Captcha required', { captcha_required: true });
    }
    // An unknown login still costs one password hash, so timing tells nothing about who exists.
    const matches = await checkPassword(password, user?.password_hash);
    if (!user || user.status !== 'active' || !matches) {
      const { networkLocked } = await failures.add();
      if (networkLocked) return refuse(res, RESPONSE_CODE.rateLimited, 'Rate limited', { captcha_required: true });
      return refuse(res, RESPONSE_CODE.badCredentials, 'Login details are incorrect', {
        captcha_required: failures.captchaRequired(),
      });
    }
    failures.clear();
    if (needsRehash(user.password_hash)) user.password_hash = await hashPassword(password);
    await completeFirstFactor(ctx, req, res, user);
  });

  router.post('/two-factor/validate-otp', async (req, res) => {
    const found = pendingTwoFactorOf(ctx, req);
    if (!found) {
      res.clearCookie(PENDING_2FA_COOKIE, cookieOptions(req));
      return refuse(res, RESPONSE_CODE.sessionExpired, 'Login session expired');
    }
    const otp = text(req.body?.otp);
    if (!/^\d{6}$/.test(otp)) return refuse(res, RESPONSE_CODE.invalidParams, 'The code must be 6 digits');
    const { pending, user } = found;
    const key = `otp:${user.id}`;
    if (attempts.count(key) >= settings.lockAfterFailures) return refuse(res, RESPONSE_CODE.rateLimited, 'Rate limited');
    if (!isUsableSecret(user.totp_secret)) return refuse(res, RESPONSE_CODE.invalidSecret, 'Invalid secret key');
    const step = acceptedTotpStep(user.totp_secret, otp);
    // A code at or before the last accepted step was already used (or is older than it).
    if (step === null || step <= (user.totp_last_step ?? -1)) {
      const count = attempts.add(key);
      await store.save();
      return count >= settings.lockAfterFailures
        ? refuse(res, RESPONSE_CODE.rateLimited, 'Rate limited')
        : refuse(res, RESPONSE_CODE.invalidOtp, 'Invalid OTP code');
    }
    user.totp_last_step = step;
    attempts.clear(key);
    endPendingTwoFactor(ctx, req, res, pending.id);
    await startSession(store, req, res, user, ctx.sessions);
    reply(res, { username: user.username });
  });

  router.post('/api/login-by-phone', async (req, res) => {
    const phone = text(req.body?.phone_number);
    if (!isPhone(phone)) return refuse(res, RESPONSE_CODE.invalidParams, 'Invalid phone number');
    const verified = await verifiedPhoneOf(req.body?.id_token, settings);
    if (verified !== internationalPhone(phone)) {
      return refuse(res, RESPONSE_CODE.invalidParams, 'The phone sign-in token is not valid for this number');
    }
    const user = store.data.users.find((u) => u.phone === phone && u.phone_verified && u.status === 'active');
    if (!user) return refuse(res, RESPONSE_CODE.invalidParams, 'No account signs in with this phone number');
    await completeFirstFactor(ctx, req, res, user);
  });

  router.post('/register/check-phone-info', (req, res) => {
    const phone = text(req.body?.phone);
    // A pending registration's phone is nobody's yet: whoever registers it may still be a stranger.
    const user = isPhone(phone) ? activeAccountWith(store, { phone }) : undefined;
    let state: 'invalid' | 'not exists' | 'not verified' | 'valid' = 'invalid';
    if (isPhone(phone)) state = !user ? 'not exists' : user.phone_verified ? 'valid' : 'not verified';
    reply(res, { phone: state });
  });

  return router;
}
