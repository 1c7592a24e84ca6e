import type { Request } from 'express';
import type { SiteConfig } from '@echowatch/contracts';
import { siteOrigin } from './site-environment';

/**
 * Whether the browser vouches that one of the site's own pages sent a request. Any site can make
 * its visitors' browsers POST to ours without a preflight (a form, a text/plain beacon), so what is
 * posted is acted on only when `Sec-Fetch-Site` is `same-origin`, or, from a browser that does not
 * send it (Safari before 16.4), when the `Origin` it names on every POST is the site's public
 * origin or the one it was reached at. A request naming neither comes from no visitor's page.
 * A script can claim either header: this stops other sites' pages, not a determined client.
 */
export function sentFromSite(req: Request, config: SiteConfig): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = req.get('origin');
  if (origin === undefined || origin === 'null') return false;
  return origin === siteOrigin(config) || origin === `${req.protocol}://${req.get('host') ?? ''}`;
}
