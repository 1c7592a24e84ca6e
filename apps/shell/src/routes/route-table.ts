import { matchRoutes } from '@echowatch/routing';
import type { RouteTitleKey } from '../i18n/texts';
import { isProductSlug, type ExposeOf, type ProductKind, type RemoteName, type SiteConfig } from '@echowatch/contracts';

export interface RemoteRoute<R extends RemoteName = RemoteName> {
  id: string;
  path: string;
  remote: R;
  expose: ExposeOf<R>;
  /** Key in the shell namespace's `routes` group. */
  titleKey: RouteTitleKey;
  /** Sign-in routes: a visitor with a session goes to the console instead. */
  guarded?: boolean;
  /**
   * Sign-in and recovery pages: never indexed, and rendered for the visitor's device (a phone gets
   * the app-download page), so the server's answer depends on the user agent.
   */
  signIn?: boolean;
  /** A route whose `:slug` names one kind of product page: any other slug is no route (not found). */
  slugs?: ProductKind;
}

function page<R extends RemoteName>(
  id: RouteTitleKey,
  path: string,
  remote: R,
  expose: ExposeOf<R>,
  extra: Partial<Pick<RemoteRoute, 'guarded' | 'slugs'>> = {},
): RemoteRoute {
  const signIn = remote === 'auth-flows';
  return { id, path, remote, expose, titleKey: id, guarded: extra.guarded, signIn, slugs: extra.slugs } as RemoteRoute;
}

/** The whole route table of the site; which remote serves each route is decided here only. */
export function buildRouteTable(config: SiteConfig): RemoteRoute[] {
  const routes: RemoteRoute[] = [
    page('home', '/', 'marketing-blog', './home-page'),
    page('blog', '/discovery/*', 'marketing-blog', './blog-list-page'),
    page('blogDetail', '/blog-detail/:slug', 'marketing-blog', './blog-detail-page'),
    page('solution', '/solutions/:slug', 'marketing-blog', './solution-page', { slugs: 'solutions' }),
    page('feature', '/features/:slug', 'marketing-blog', './feature-page', { slugs: 'features' }),
    page('insight', `${config.routes.insight}/*`, 'marketing-blog', './insight-page'),
    page('terms', '/terms-of-use', 'marketing-blog', './terms-page'),
    page('privacy', '/privacy-policy', 'marketing-blog', './privacy-page'),
    page('unsubscribe', '/unsubscribe-newsletter', 'marketing-blog', './unsubscribe-page'),
    page('packages', '/packages', 'pricing-reporting', './packages-page'),
    page('reportingService', '/reporting-service', 'pricing-reporting', './reporting-service-page'),
    page('login', '/login/*', 'auth-flows', './login-page', { guarded: true }),
    page('user', '/user', 'auth-flows', './user-page', { guarded: true }),
    page('register', '/register', 'auth-flows', './register-page', { guarded: true }),
    page('forgotPassword', '/forgot-password', 'auth-flows', './forgot-password-page'),
    page('forgotOtp', '/forgot-otp', 'auth-flows', './forgot-password-page'),
    { ...page('forgotPassword', '/forgot-password/:token', 'auth-flows', './forgot-password-page'), id: 'forgotPasswordToken' },
    page('reset2fa', '/reset-2fa/:uid', 'auth-flows', './reset-2fa-page'),
    page('openApiDocs', '/open-api-docs/*', 'api-docs', './open-api-docs-page'),
  ];
  if (config.flags.faqs) routes.push(page('faqs', '/faqs/*', 'marketing-blog', './faq-page'));
  return routes;
}

/** Confirm and invite pages are any path whose last segment is `confirm` or `invite`. */
export function linkResultRoute(pathname: string): RemoteRoute | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  if (last !== 'confirm' && last !== 'invite') return null;
  return page(last, pathname, 'auth-flows', './confirm-page');
}

/** The id of the catch-all data route: confirm and invite links, or no page. */
export const LINK_OR_NOT_FOUND = 'link-or-not-found';

/** The route a data route's match shows (by its id; the catch-all by its address), or null: no page. */
export function routeOfMatch(config: SiteConfig, id: string, pathname: string): RemoteRoute | null {
  if (id === LINK_OR_NOT_FOUND) return linkResultRoute(pathname);
  return buildRouteTable(config).find((route) => route.id === id) ?? null;
}

/**
 * The route's address pattern, a bounded name for logs and metrics: confirm and invite links are
 * any path ending in their word, and the path before it is the secret.
 */
export function routePattern(route: RemoteRoute): string {
  return route.id === 'confirm' || route.id === 'invite' ? `/*/${route.id}` : route.path;
}

export interface ResolvedRoute {
  route: RemoteRoute;
  params: Record<string, string | undefined>;
}

/**
 * The route a path shows, matched the way `SiteRoutes` matches it (unknown solution and feature
 * slugs are no route), or null for the not-found page. The server uses it for the status code and
 * to load the page's module before rendering.
 */
export function resolveRoute(config: SiteConfig, pathname: string): ResolvedRoute | null {
  // An address that is not valid percent-encoded UTF-8 is no page; react-router would say so on the
  // console for every such request (a stray line in the server's JSON log) before finding none.
  if (!decodesAsUri(pathname)) return null;
  const table = buildRouteTable(config);
  const matches = matchRoutes(
    table.map((route) => ({ path: route.path, id: route.id })),
    pathname,
  );
  const match = matches?.[matches.length - 1];
  const route = match && table.find((candidate) => candidate.id === match.route.id);
  if (route && match) {
    if (!hasKnownSlug(route, match.params.slug)) return null;
    return { route, params: match.params };
  }
  const linkRoute = linkResultRoute(pathname);
  return linkRoute ? { route: linkRoute, params: {} } : null;
}

/**
 * The route a data router's page match shows, as `resolveRoute` names it for the same path: the
 * server renders from the route its handler matched, without matching the path a second time.
 */
export function routeOfPageMatch(config: SiteConfig, match: { route: { id?: string }; params: Record<string, string | undefined> }, pathname: string): RemoteRoute | null {
  if (!decodesAsUri(pathname) || !match.route.id) return null;
  const route = routeOfMatch(config, match.route.id, pathname);
  return route && hasKnownSlug(route, match.params.slug) ? route : null;
}

function decodesAsUri(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Whether the route has a page for this slug; a route without a list of slugs takes any. */
export function hasKnownSlug(route: RemoteRoute, slug: string | undefined): boolean {
  return !route.slugs || isProductSlug(route.slugs, slug);
}
