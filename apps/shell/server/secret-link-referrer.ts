import type { RequestHandler } from 'express';
import type { SiteConfig } from '@echowatch/contracts';
import { resolvedRoute } from './resolved-routes';

// Pages whose address is itself a credential: a reset token, a 2FA-reset id, a confirm or invite link.
const SECRET_ROUTES = new Set(['forgotPasswordToken', 'reset2fa', 'confirm', 'invite']);

/** Whether the address of a page carries a secret, decided by the route table the pages use. */
export function carriesSecret(config: SiteConfig, pathname: string): boolean {
  const id = resolvedRoute(config, pathname)?.route.id;
  return id !== undefined && SECRET_ROUTES.has(id);
}

/**
 * On those pages the browser sends no Referer at all, not even the origin: nothing the page loads
 * or links to learns that a secret link was open. Everywhere else `strict-origin-when-cross-origin`.
 */
export function secretLinkReferrer(environment: () => SiteConfig): RequestHandler {
  return (req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && carriesSecret(environment(), req.path)) {
      res.setHeader('Referrer-Policy', 'no-referrer');
    }
    next();
  };
}
