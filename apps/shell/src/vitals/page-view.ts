import { matchRoutes, type RouteObject } from '@echowatch/routing';
import type { RemoteName, SiteConfig } from '@echowatch/contracts';
import { remoteVersion } from '../federation/failure-report';
import { routeOfMatch, routePattern } from '../routes/route-table';
import type { Cohort } from './vitals-report';
import type { VitalsView } from './vitals-beacon';

/** How the server served this browser's page: the versions it previews, and a canary's cohort. */
export interface ServedAs {
  preview?: Partial<Record<RemoteName, string>>;
  /** The page's own remote was served as a canary (the state of a page the server rendered). */
  cohort?: 'canary';
  /** The remotes whose canary the visitor is served (a page the server sent without rendering it). */
  canaries?: RemoteName[];
}

/** The release cohort of the page's remote, as the server said: a canary's, else live. */
const cohortOf = ({ cohort, canaries }: ServedAs, remote: RemoteName): Cohort => (cohort ?? canaries?.includes(remote)) ? 'canary' : 'live';

/**
 * A view's labels as the router matched its address: the route table's pattern (never the address,
 * which may hold a token), the remote that renders it and that remote's version in this browser
 * (a previewed one, else the composition's, which names a canary's version for its cohort) and the
 * cohort. A view with no route (the not-found page) is none.
 */
export function pageView(
  config: SiteConfig,
  routes: RouteObject[],
  pathname: string,
  served: ServedAs = {},
): VitalsView | null {
  const preview = served.preview ?? {};
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const route = leaf?.route.id ? routeOfMatch(config, leaf.route.id, pathname) : null;
  if (!route) return null;
  return {
    route: routePattern(route),
    remote: route.remote,
    version: preview[route.remote] ?? remoteVersion(config.remotes[route.remote]),
    cohort: cohortOf(served, route.remote),
  };
}
