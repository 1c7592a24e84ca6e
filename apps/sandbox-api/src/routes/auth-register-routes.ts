import { Router, type Request } from 'express';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { refuse, reply } from '../envelope';
import { PROVINCES } from '../seed/provinces';
import type { StoredUser } from '../store/schema';
import { hashPassword, newId, passwordInput } from '../security';
import { usableLinkToken } from './account-link-tokens';
import { spendCaptcha } from './auth-captcha';
import { linkLifetimeMs, type AuthContext } from './auth-context';
import { isEmail, isOrganizationName, isPersonName, isPhone, isStrongPassword, text, TEXT_MAX } from './auth-rules';
import { mailConfirmLink } from './confirm-link';
import { activeAccountWith, dropPendingRegistrations } from './pending-registrations';

/** Providers of throw-away mailboxes, refused as registration addresses. */
export const BLOCKED_EMAIL_DOMAINS = ['mailinator.com', 'yopmail.com', 'tempmail.com'];
export const REGISTRATION_INDUSTRY_ID = 68;

/** A new password: within the length cap every call shares, and following the rule. */
function newPassword(value: unknown): string | undefined {
  const password = passwordInput(value);
  return password && isStrongPassword(password) ? password : undefined;
}

function queryRequestId(req: Request): string {
  return text(req.query.requestId);
}

/** Registration, the invited user's lite registration, and the checks the forms run on the way. */
export function authRegisterRoutes(ctx: AuthContext): Router {
  const router = Router();
  const { store } = ctx;
  const emailTaken = (email: string) => activeAccountWith(store, { email }) !== undefined;

  router.post('/register/check-infos', (req, res) => {
    const email = text(req.body?.email).toLowerCase();
    if (!isEmail(email)) return refuse(res, RESPONSE_CODE.invalidParams, 'A valid email is required');
    let state: 'available' | 'exists' | 'blocked' = 'available';
    if (emailTaken(email)) state = 'exists';
    else if (BLOCKED_EMAIL_DOMAINS.includes(email.split('@')[1]!)) state = 'blocked';
    reply(res, { email: state });
  });

  router.post('/register/user', async (req, res) => {
    const body = req.body ?? {};
    const email = text(body.email).toLowerCase();
    const fullName = text(body.full_name);
    const organization = text(body.organization_name);
    const phone = text(body.phone);
    const location = body.location;
    const password = newPassword(body.password);
    const valid =
      isEmail(email) &&
      text(body.username).toLowerCase() === email &&
      fullName.length > 0 &&
      fullName.length <= TEXT_MAX &&
      isOrganizationName(organization) &&
      isPhone(phone) &&
      body.industry_id === REGISTRATION_INDUSTRY_ID &&
      Number.isInteger(location) &&
      String(location) in PROVINCES &&
      password !== undefined;
    if (!valid || !password) return refuse(res, RESPONSE_CODE.invalidParams, 'Invalid registration details');
    if (!spendCaptcha(store, body.recaptcha_response)) {
      await store.save();
      return refuse(res, RESPONSE_CODE.invalidParams, 'Captcha required');
    }
    if (emailTaken(email) || BLOCKED_EMAIL_DOMAINS.includes(email.split('@')[1]!)) {
      await store.save();
      return refuse(res, RESPONSE_CODE.invalidParams, 'This email cannot be registered');
    }
    if (activeAccountWith(store, { phone })) {
      await store.save();
      return refuse(res, RESPONSE_CODE.invalidParams, 'This phone number is already registered');
    }
    const user: StoredUser = {
      id: newId(),
      email,
      username: email,
      full_name: fullName,
      phone,
      phone_verified: false,
      organization_name: organization,
      location: location as number,
      industry_id: REGISTRATION_INDUSTRY_ID,
      password_hash: await hashPassword(password),
      totp_secret: null,
      status: 'pending',
      created_at: new Date().toISOString(),
    };
    dropPendingRegistrations(store, email);
    store.data.users.push(user);
    // Registering from an invitation spends it: the address is now the registrant's own.
    const invitation = usableLinkToken(store, 'invite', queryRequestId(req));
    if (invitation?.email === email) invitation.used_at = new Date().toISOString();
    await mailConfirmLink(store, ctx.site, user, linkLifetimeMs(ctx, email));
    reply(res, { email });
  });

  router.get('/user/get-invited-user', (req, res) => {
    const token = usableLinkToken(store, 'invite', queryRequestId(req));
    const email = text(req.query.email).toLowerCase();
    if (!token || (email && token.email !== email)) return refuse(res, RESPONSE_CODE.invalidParams, 'Invalid or expired invitation');
    reply(res, { email: token.email, email_admin: token.admin_email ?? '', organization_name: token.organization_name ?? '' });
  });

  router.post('/register/user/lite', async (req, res) => {
    const body = req.body ?? {};
    const email = text(body.email).toLowerCase();
    const fullName = text(body.full_name);
    const password = newPassword(body.password);
    const valid = isEmail(email) && text(body.username).toLowerCase() === email && isPersonName(fullName);
    const token = usableLinkToken(store, 'invite', queryRequestId(req));
    if (!valid || !password || !token || token.email !== email || emailTaken(email)) {
      return refuse(res, RESPONSE_CODE.invalidParams, 'Create user failed');
    }
    token.used_at = new Date().toISOString();
    dropPendingRegistrations(store, email);
    store.data.users.push({
      id: newId(),
      email,
      username: email,
      full_name: fullName,
      phone: '',
      phone_verified: false,
      organization_name: token.organization_name ?? '',
      location: null,
      industry_id: REGISTRATION_INDUSTRY_ID,
      password_hash: await hashPassword(password),
      totp_secret: null,
      status: 'active',
      created_at: new Date().toISOString(),
    });
    await store.save();
    reply(res, { email });
  });

  return router;
}
