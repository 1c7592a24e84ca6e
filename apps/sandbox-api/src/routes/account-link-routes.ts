import { Router, type Response } from 'express';
import { CODES, refuse, reply } from '../envelope';
import { sendMail } from '../outbox/mailer';
import type { SandboxOptions } from '../sandbox-options';
import type { SandboxStore } from '../store/file-store';
import type { StoredUser } from '../store/schema';
import { hashPassword, newId } from '../security';
import { confirmRegistrationMail, invitationMail } from './account-link-mails';
import { findLinkToken, issueLinkToken, linkLifetimeFromEnv, usableLinkToken } from './account-link-tokens';
import { findUserByLogin } from './session-routes';

export const INVALID_LINK = 'Invalid or expired link';
/** Password of accounts made by the pending-registration helper unless the caller picks one. */
export const SANDBOX_REGISTRATION_PASSWORD = 'Echo@2026';

interface AccountLinkSettings {
  linkLifetimeMs?: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function refuseLink(res: Response): void {
  refuse(res, CODES.invalidParams, INVALID_LINK);
}

/**
 * Registration confirmation and organisation invitation links: the SSO calls the site makes, and
 * the `/__sandbox/` helpers that set up a pending registration or an invitation for testers.
 */
export function accountLinkRoutes(
  store: SandboxStore,
  options: SandboxOptions,
  settings: AccountLinkSettings = {},
): Router {
  const router = Router();
  const lifetimeMs = settings.linkLifetimeMs ?? linkLifetimeFromEnv();
  const site = options.siteOrigin.replace(/\/+$/, '');

  async function mailConfirmLink(user: StoredUser): Promise<string> {
    const { token } = issueLinkToken(store, 'register-confirm', user.email, lifetimeMs);
    const link = `${site}/register/confirm?requestId=${token}`;
    await sendMail(store, confirmRegistrationMail(user.email, user.full_name, link, lifetimeMs));
    return token;
  }

  router.post('/register/confirm', async (req, res) => {
    const token = usableLinkToken(store, 'register-confirm', req.body?.request_id);
    const user = token && findUserByLogin(store, token.email);
    if (!token || !user) return refuseLink(res);
    token.used_at = new Date().toISOString();
    user.status = 'active';
    await store.save();
    reply(res, { email: user.email });
  });

  router.post('/user/confirm-invited-user', async (req, res) => {
    const token = usableLinkToken(store, 'invite', req.body?.request_id);
    if (!token) return refuseLink(res);
    token.used_at = new Date().toISOString();
    const member = findUserByLogin(store, token.email);
    if (member && token.organization_name) member.organization_name = token.organization_name;
    await store.save();
    reply(res, { email: token.email, organization_name: token.organization_name ?? '' });
  });

  // A refused link still names its registration, so the visitor can ask for a fresh one.
  router.post('/register/resend-confirm-email', async (req, res) => {
    const previous = findLinkToken(store, 'register-confirm', req.body?.request_id);
    const login = previous?.email ?? text(req.body?.username);
    const user = login ? findUserByLogin(store, login) : undefined;
    if (!user) return refuse(res, CODES.invalidParams, 'No registration matches this request');
    await mailConfirmLink(user);
    reply(res, null);
  });

  router.post('/__sandbox/pending-registration', async (req, res) => {
    const email = text(req.body?.email).toLowerCase();
    if (!EMAIL.test(email)) return refuse(res, CODES.invalidParams, 'A valid email is required');
    let user = findUserByLogin(store, email);
    if (user?.status === 'active') return refuse(res, CODES.invalidParams, 'This email is already registered');
    if (!user) {
      user = {
        id: newId(),
        email,
        username: email,
        full_name: text(req.body?.full_name) || 'Phạm Thị Lan',
        phone: '',
        phone_verified: false,
        organization_name: text(req.body?.organization_name) || 'Sở Thông tin và Truyền thông Đà Nẵng',
        location: null,
        industry_id: 68,
        password_hash: hashPassword(text(req.body?.password) || SANDBOX_REGISTRATION_PASSWORD),
        totp_secret: null,
        status: 'pending',
        created_at: new Date().toISOString(),
      };
      store.data.users.push(user);
    }
    const requestId = await mailConfirmLink(user);
    reply(res, { email, request_id: requestId, confirm_link: `${site}/register/confirm?requestId=${requestId}` });
  });

  router.post('/__sandbox/invitation', async (req, res) => {
    const email = text(req.body?.email).toLowerCase();
    const organizationName = text(req.body?.organization_name);
    const adminEmail = text(req.body?.admin_email).toLowerCase();
    if (!EMAIL.test(email) || !EMAIL.test(adminEmail) || !organizationName) {
      return refuse(res, CODES.invalidParams, 'email, organization_name and admin_email are required');
    }
    const extra = { organization_name: organizationName, admin_email: adminEmail };
    const join = issueLinkToken(store, 'invite', email, lifetimeMs, extra);
    const create = issueLinkToken(store, 'invite', email, lifetimeMs, extra);
    const inviteLink = `${site}/invite?requestId=${join.token}`;
    const createLink = `${site}/user?requestId=${create.token}&cto=${encodeURIComponent(email)}`;
    await sendMail(store, invitationMail({ to: email, organizationName, adminEmail, inviteLink, createLink, lifetimeMs }));
    reply(res, { email, request_id: join.token, invite_link: inviteLink, create_request_id: create.token, create_link: createLink });
  });

  return router;
}
