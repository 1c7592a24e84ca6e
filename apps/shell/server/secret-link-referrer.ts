import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import type { SiteConfig } from '@echowatch/contracts';
import { resolveRoute } from '../src/routes/route-table';

// Pages whose address is itself a credential: a reset token, a 2FA-reset id, a confirm or invite link.
const SECRET_ROUTES = new Set(['forgotPasswordToken', 'reset2fa', 'confirm', 'invite']);

// Matching a path against the route table is asked twice per request (here and by the page
// route); the answer only changes with the environment file.
const answers = new WeakMap<SiteConfig, LRUCache<string, boolean>>();

/** Whether the address of a page carries a secret, decided by the route table the pages use. */
export function carriesSecret(config: SiteConfig, pathname: string): boolean {
  let known = answers.get(config);
  if (!known) answers.set(config, (known = new LRUCache({ max: 2000 })));
  let secret = known.get(pathname);
  if (secret === undefined) {
    const id = resolveRoute(config, pathname)?.route.id;
    secret = id !== undefined && SECRET_ROUTES.has(id);
    known.set(pathname, secret);
  }
  return secret;
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
