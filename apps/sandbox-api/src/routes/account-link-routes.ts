import { Router, type Response } from 'express';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { clientKey } from '../client-key';
import { refuse, reply } from '../envelope';
import type { SandboxOptions } from '../sandbox-options';
import type { SandboxStore } from '../store/file-store';
import { findLinkToken, isTokenShaped, linkLifetimeFromEnv, usableLinkToken } from './account-link-tokens';
import { AttemptCounter } from './auth-attempts';
import { mailConfirmLink, registrationOf } from './confirm-link';
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

/** Registration confirmation and organisation invitation links: the SSO calls the site makes. */
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

  // A refused link still names its registration, so the visitor can ask for a fresh one. The answer
  // is the same whether or not a registration matches, so the call tells nobody who has an account.
  router.post('/register/resend-confirm-email', async (req, res) => {
    const requestId: unknown = req.body?.request_id;
    const username = text(req.body?.username).toLowerCase();
    if (requestId !== undefined && !isTokenShaped(requestId)) return refuseLink(res);
    if (!requestId && !username) return refuse(res, RESPONSE_CODE.invalidParams, 'request_id or username is required');
    const previous = findLinkToken(store, 'register-confirm', requestId);
    const user = previous ? registrationOf(store, previous) : username ? findUserByLogin(store, username) : undefined;
    // Counted for every address or id asked about, known or not, so the limit reveals nothing either,
    // and per client, so nobody else can use up the registrant's resends.
    const key = `resend:${user?.email.toLowerCase() ?? previous?.email ?? (username || String(requestId))}@${clientKey(req)}`;
    if (resends.count(key) >= RESENDS_PER_HOUR) return refuse(res, RESPONSE_CODE.rateLimited, 'Rate limited');
    resends.add(key);
    if (user) await mailConfirmLink(store, site, user, lifetimeMs);
    else await store.save();
    reply(res, null);
  });

  return router;
}
