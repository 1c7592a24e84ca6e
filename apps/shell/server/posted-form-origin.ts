import type { Request } from 'express';
import type { SiteConfig } from '@echowatch/contracts';
import { siteOrigin } from './site-environment';

/**
 * Whether a posted form came from one of the site's own pages. Any site can make its visitors'
 * browsers post to ours, and what is posted is written back into the page, so only a post the
 * browser vouches for is echoed: `Sec-Fetch-Site: same-origin`, or, from a browser that does not
 * send that, an `Origin` that is the site's public origin or the one it was reached at. A post that
 * names no origin at all is not vouched for.
 */
export function postedFromSite(req: Request, config: SiteConfig): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = req.get('origin');
  if (origin === undefined || origin === 'null') return false;
  return origin === siteOrigin(config) || origin === `${req.protocol}://${req.get('host') ?? ''}`;
}
