import { Router, type Response } from 'express';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { clientKey } from '../client-key';
import { refuse, reply } from '../envelope';
import type { SandboxOptions } from '../sandbox-options';
import type { SandboxStore } from '../store/file-store';
import { findLinkToken, isTokenShaped, linkLifetimeFromEnv, usableLinkToken } from './account-link-tokens';
import { AttemptCounter } from './auth-attempts';
import { spendCaptcha } from './auth-captcha';
import { mailConfirmLink, registrationOf } from './confirm-link';
import { activeAccountWith, pendingRegistrationAt } from './pending-registrations';
import { findUserByLogin } from './session-routes';

export const INVALID_LINK = 'Invalid or expired link';
export { accountLinkTestRoutes, SANDBOX_REGISTRATION_PASSWORD } from './account-link-test-routes';

/** Confirmation mails one registration (or address asked about) may get per hour from one client. */
export const RESENDS_PER_HOUR = 3;
const HOUR = 60 * 60 * 1000;

interface AccountLinkSettings {
  linkLifetimeMs?: number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function refuseLink(res: Response): void {
  refuse(res, RESPONSE_CODE.invalidParams, INVALID_LINK);
}

/** Registration confirmation and organization invitation links: the SSO calls the site makes. */
export function accountLinkRoutes(store: SandboxStore, options: SandboxOptions, settings: AccountLinkSettings = {}): Router {
  const router = Router();
  const lifetimeMs = settings.linkLifetimeMs ?? linkLifetimeFromEnv();
  const site = options.siteOrigin.replace(/\/+$/, '');
  const resends = new AttemptCounter(store, HOUR);

  // Activates the registration the link was mailed for, never another one with the same address.
  router.post('/register/confirm', async (req, res) => {
    const token = usableLinkToken(store, 'register-confirm', req.body?.request_id);
    const user = token && registrationOf(store, token);
    if (!token || !user) return refuseLink(res);
    token.used_at = new Date().toISOString();
    // Registrations do not hold a phone, so two may name one: the first confirmed keeps it.
    const holder = user.phone ? activeAccountWith(store, { phone: user.phone }) : undefined;
    if (holder && holder.id !== user.id) {
      user.phone = '';
      user.phone_verified = false;
    }
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

  // A refused link still names its registration, so the visitor can ask for a fresh one. As for a
  // forgotten password, the answer is the same whether or not a registration waits, and only one that
  // waits is mailed: an active account's owner is never sent a link, and nobody learns who has one.
  router.post('/register/resend-confirm-email', async (req, res) => {
    const requestId: unknown = req.body?.request_id;
    const username = text(req.body?.username).toLowerCase();
    if (requestId !== undefined && !isTokenShaped(requestId)) return refuseLink(res);
    if (!requestId && !username) return refuse(res, RESPONSE_CODE.invalidParams, 'request_id or username is required');
    const previous = findLinkToken(store, 'register-confirm', requestId);
    // Counted for every address or id asked about, known or not, so the limit reveals nothing either,
    // and per client, so nobody else can use up the registrant's resends.
    const key = `resend:${previous?.email.toLowerCase() ?? (username || String(requestId))}@${clientKey(req)}`;
    if (resends.count(key) >= RESENDS_PER_HOUR) return refuse(res, RESPONSE_CODE.rateLimited, 'Rate limited');
    if (!spendCaptcha(store, req.body?.recaptcha_response)) {
      await store.save();
      return refuse(res, RESPONSE_CODE.invalidParams, 'Captcha required');
    }
    resends.add(key);
    const registration = previous ? registrationOf(store, previous) : pendingRegistrationAt(store, username);
    if (registration?.status === 'pending') await mailConfirmLink(store, site, registration, lifetimeMs);
    else await store.save();
    reply(res, null);
  });

  return router;
}
