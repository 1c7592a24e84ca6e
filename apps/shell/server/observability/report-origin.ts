import type { Request } from 'express';
import type { SiteConfig } from '@echowatch/contracts';
import { siteOrigin } from '../site-environment';

/**
 * Whether a failure report was sent by one of the site's own pages. A beacon is a simple request
 * (text/plain, no CORS preflight), so any site could make its visitors' browsers post reports to
 * ours. The browser says where the request comes from: `Sec-Fetch-Site` must be `same-origin`;
 * a browser that does not send it (Safari before 16.4) names the page's `Origin` on every POST,
 * which must be the site's public origin or the one it was reached at. A request naming neither
 * comes from no browser: no visitor's failure, so it is refused too (a script may claim either
 * header, which is why the alert counts distinct clients rather than reports).
 */
export function sentFromSite(req: Request, config: SiteConfig): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = req.get('origin');
  if (origin === undefined || origin === 'null') return false;
  return origin === siteOrigin(config) || origin === `${req.protocol}://${req.get('host') ?? ''}`;
}
