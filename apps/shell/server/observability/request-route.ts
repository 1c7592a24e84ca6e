import { FAILURE_REPORT_ROUTE, IMAGE_ROUTE, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { routePattern } from '../../src/routes/route-table';
import { WEB_VITALS_ROUTE } from '../../src/vitals/vitals-report';
import { resolvedRoute } from '../resolved-routes';
import { carriesSecret } from '../secret-link-referrer';

// The server's own addresses, named as they are; anything else that looks like a file is one label.
const OWN_ROUTES = new Set(['/env.json', '/robots.txt', '/sitemap.xml', IMAGE_ROUTE, FAILURE_REPORT_ROUTE, WEB_VITALS_ROUTE, '/healthz', '/readyz']);
const FILE = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

export interface RequestRoute {
  /** A bounded label: the route table's pattern, one of the server's own addresses, `file` or `not-found`. */
  pattern: string;
  /** Whether the address itself is a credential (a reset or invite link). */
  secret: boolean;
  /** The remote that serves the page, for a page of the route table. */
  remote?: RemoteName;
}

/**
 * What a request asked for, as logs and metrics name it: never the raw path, whose values are
 * unbounded (slugs, tokens) and may be secret.
 */
export function requestRoute(config: SiteConfig | null, pathname: string, ownRoutes: ReadonlySet<string> = OWN_ROUTES): RequestRoute {
  if (ownRoutes.has(pathname)) return { pattern: pathname, secret: false };
  if (FILE.test(pathname)) return { pattern: 'file', secret: false };
  if (!config) return { pattern: 'page', secret: false };
  const resolved = resolvedRoute(config, pathname);
  if (!resolved) return { pattern: 'not-found', secret: false };
  return { pattern: routePattern(resolved.route), secret: carriesSecret(config, pathname), remote: resolved.route.remote };
}
