import type { Express, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { clientKey } from './client-key';
import { refuse } from './envelope';
import type { RateLimits } from './sandbox-limits';

/**
 * Per-client limits, counted in memory per client (client-key.ts: an IPv4 address, an IPv6 /56
 * network). The answer keeps the documented envelope with the rate-limit code 32, so the pages show
 * their own message, and carries Retry-After and the standard RateLimit headers for any other client
 * (docs/product-rules.md, R-SEC-1).
 */
function limiter(windowMs: number, limit: number): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: clientKey,
    handler: (_req, res) => refuse(res, RESPONSE_CODE.rateLimited, 'Rate limited'),
  });
}

export const RATE_LIMITED_CALLS = {
  signIn: ['/api/login', '/api/login-by-phone', '/two-factor/validate-otp', '/two-factor/confirm'],
  lookups: ['/register/check-infos', '/register/check-phone-info', '/api/validate-link', '/user/get-invited-user'],
  mails: ['/api/forget-password', '/register/resend-confirm-email', '/register/user', '/two-factor/reset', '/report-contact/send'],
  captcha: ['/__sandbox/captcha/token'],
} as const;

export function applyRateLimits(app: Express, limits: RateLimits): void {
  for (const group of ['signIn', 'lookups', 'mails', 'captcha'] as const) {
    const handler = limiter(limits.windowMs, limits[group]);
    for (const path of RATE_LIMITED_CALLS[group]) {
      // The invited-user check is the one GET among them.
      if (path === '/user/get-invited-user') app.get(path, handler);
      else app.post(path, handler);
    }
  }
}
