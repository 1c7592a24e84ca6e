import { Router } from 'express';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { refuse, reply } from '../envelope';
import { sendMail } from '../outbox/mailer';
import type { SandboxOptions } from '../sandbox-options';
import type { SandboxStore } from '../store/file-store';
import { hashPassword, newId, passwordInput } from '../security';
import { invitationMail } from './account-link-mails';
import { issueLinkToken, linkLifetimeFromEnv } from './account-link-tokens';
import { mailConfirmLink } from './confirm-link';
import { findUserByLogin } from './session-routes';

/** Password of accounts made by the pending-registration helper unless the caller picks one. */
export const SANDBOX_REGISTRATION_PASSWORD = 'Echo@2026';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Helpers for testers and browser tests (local mode only): a pending registration or an invitation,
 * each mailed to the outbox as the real flows would.
 */
export function accountLinkTestRoutes(store: SandboxStore, options: SandboxOptions): Router {
  const router = Router();
  const lifetimeMs = linkLifetimeFromEnv();
  const site = options.siteOrigin.replace(/\/+$/, '');

  router.post('/__sandbox/pending-registration', async (req, res) => {
    const email = text(req.body?.email).toLowerCase();
    if (!EMAIL.test(email)) return refuse(res, RESPONSE_CODE.invalidParams, 'A valid email is required');
    const password = req.body?.password === undefined || req.body.password === '' ? SANDBOX_REGISTRATION_PASSWORD : passwordInput(req.body.password);
    if (!password) return refuse(res, RESPONSE_CODE.invalidParams, 'The password is too long');
    const linkMs: unknown = req.body?.link_ms;
    if (linkMs !== undefined && !(Number.isInteger(linkMs) && (linkMs as number) > 0)) {
      return refuse(res, RESPONSE_CODE.invalidParams, 'link_ms must be a positive integer');
    }
    let user = findUserByLogin(store, email);
    if (user?.status === 'active') return refuse(res, RESPONSE_CODE.invalidParams, 'This email is already registered');
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
        password_hash: await hashPassword(password),
        totp_secret: null,
        status: 'pending',
        created_at: new Date().toISOString(),
      };
      store.data.users.push(user);
    }
    // A short-lived link lets a browser test see one expire while the registration still waits.
    const requestId = await mailConfirmLink(store, site, user, (linkMs as number | undefined) ?? lifetimeMs);
    reply(res, { email, request_id: requestId, confirm_link: `${site}/register/confirm?requestId=${requestId}` });
  });

  router.post('/__sandbox/invitation', async (req, res) => {
    const email = text(req.body?.email).toLowerCase();
    const organizationName = text(req.body?.organization_name);
    const adminEmail = text(req.body?.admin_email).toLowerCase();
    if (!EMAIL.test(email) || !EMAIL.test(adminEmail) || !organizationName) {
      return refuse(res, RESPONSE_CODE.invalidParams, 'email, organization_name and admin_email are required');
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
