import { PRODUCT_SLUGS, REMOTE_EXPOSES } from '@echowatch/contracts';
import { testSiteConfig } from '@echowatch/test-utils';
import { matchRoutes } from '@echowatch/routing';
import type { PageSlots } from './page-slot';
import { buildRouteTable, hasKnownSlug, linkResultRoute, resolveRoute, routeOfPageMatch, type RemoteRoute } from './route-table';
import { siteRouteObjects } from './site-route-objects';

describe('route table', () => {
  const config = testSiteConfig();

  it('maps every route to an expose its remote promises in the contract', () => {
    for (const route of buildRouteTable(config)) {
      expect(REMOTE_EXPOSES[route.remote] as readonly string[]).toContain(route.expose);
    }
  });

  it('gives each pricing page an expose of its own, so no page has to tell the paths apart', () => {
    const pricing = buildRouteTable(config).filter((route) => route.remote === 'pricing-reporting');
    expect(pricing.map(({ path, expose }) => [path, expose])).toEqual([
      ['/packages', './packages-page'],
      ['/reporting-service', './reporting-service-page'],
    ]);
  });

  it('guards exactly the sign-in, invited-user and registration routes', () => {
    const guarded = buildRouteTable(config).filter((route) => route.guarded).map((route) => route.path);
    expect(guarded).toEqual(['/login/*', '/user', '/register']);
  });

  it('puts the insight route where the configuration says', () => {
    const table = buildRouteTable(testSiteConfig({ routes: { insight: '/bao-cao-chuyen-sau' } }));
    expect(table.find((route) => route.id === 'insight')?.path).toBe('/bao-cao-chuyen-sau/*');
  });

  it('has the FAQ routes only when the flag is on', () => {
    const on = buildRouteTable(testSiteConfig({ flags: { faqs: true, debug: false } }));
    const off = buildRouteTable(testSiteConfig({ flags: { faqs: false, debug: false } }));
    expect(on.some((route) => route.id === 'faqs')).toBe(true);
    expect(off.some((route) => route.id === 'faqs')).toBe(false);
  });

  it('sends any path ending in confirm or invite to the link result page', () => {
    expect(linkResultRoute('/register/confirm')).toMatchObject({ remote: 'auth-flows', expose: './confirm-page' });
    expect(linkResultRoute('/invite/')).toMatchObject({ titleKey: 'invite' });
    expect(linkResultRoute('/a/b/confirm')).not.toBeNull();
    expect(linkResultRoute('/confirmation')).toBeNull();
    expect(linkResultRoute('/invite/other')).toBeNull();
  });

  it('knows the solution and feature slugs', () => {
    const table = buildRouteTable(config);
    const route = (id: string) => table.find((candidate) => candidate.id === id) as RemoteRoute;
    expect(hasKnownSlug(route('solution'), 'customer-care')).toBe(true);
    expect(hasKnownSlug(route('solution'), 'data-analysis')).toBe(false);
    expect(hasKnownSlug(route('feature'), 'data-analysis')).toBe(true);
    expect(hasKnownSlug(route('feature'), undefined)).toBe(false);
    expect(hasKnownSlug(route('blogDetail'), 'any-post')).toBe(true);
  });

  it('takes its slugs from the contract, the list the marketing remote writes pages for', () => {
    for (const slug of PRODUCT_SLUGS.solutions) expect(resolveRoute(config, `/solutions/${slug}`)?.route.id).toBe('solution');
    for (const slug of PRODUCT_SLUGS.features) expect(resolveRoute(config, `/features/${slug}`)?.route.id).toBe('feature');
  });

  describe('resolveRoute', () => {
    const resolve = (pathname: string, siteConfig = config) => resolveRoute(siteConfig, pathname);

    it('resolves known paths to their route and params', () => {
      expect(resolve('/')).toMatchObject({ route: { id: 'home', remote: 'marketing-blog', expose: './home-page' }, params: {} });
      expect(resolve('/blog-detail/tin-gia')).toMatchObject({ route: { id: 'blogDetail' }, params: { slug: 'tin-gia' } });
      expect(resolve('/discovery/news/2')).toMatchObject({ route: { id: 'blog' }, params: { '*': 'news/2' } });
      expect(resolve('/packages')?.route.id).toBe('packages');
      expect(resolve('/packages')).toMatchObject({ route: { id: 'packages', expose: './packages-page' } });
      expect(resolve('/reporting-service')).toMatchObject({ route: { id: 'reportingService', expose: './reporting-service-page' } });
      expect(resolve('/forgot-password/abc123')).toMatchObject({
        route: { id: 'forgotPasswordToken', titleKey: 'forgotPassword' },
        params: { token: 'abc123' },
      });
      expect(resolve('/open-api-docs/auth')).toMatchObject({ route: { id: 'openApiDocs', remote: 'api-docs' } });
    });

    it('finds no page, quietly, at an address that is not valid percent-encoded UTF-8', () => {
      const warn = jest.spyOn(console, 'warn');
      expect(resolve('/blog-detail/%E0%A4%A')).toBeNull();
      expect(resolve('/discovery/%FF')).toBeNull();
      expect(resolve('/blog-detail/t%C3%ADn-gi%C3%A1')).toMatchObject({ params: { slug: 'tín-giá' } });
      expect(warn).not.toHaveBeenCalled();
      warn.mockRestore();
    });

    it('resolves the insight route where the configuration puts it', () => {
      const moved = testSiteConfig({ routes: { insight: '/bao-cao' } });
      expect(resolve('/bao-cao/2025', moved)?.route.id).toBe('insight');
      expect(resolve('/insight/2025', moved)).toBeNull();
    });

    it('resolves known solution and feature slugs and nothing else', () => {
      expect(resolve('/solutions/customer-care')).toMatchObject({ route: { id: 'solution' }, params: { slug: 'customer-care' } });
      expect(resolve('/features/alert-report')).toMatchObject({ route: { id: 'feature' }, params: { slug: 'alert-report' } });
      expect(resolve('/solutions/alert-report')).toBeNull();
      expect(resolve('/features/customer-care')).toBeNull();
      expect(resolve('/solutions/unknown')).toBeNull();
    });

    it('gives null for unknown paths', () => {
      expect(resolve('/nope')).toBeNull();
      expect(resolve('/blog-detail')).toBeNull();
      expect(resolve('/packages/extra')).toBeNull();
      expect(resolve('/faqs', testSiteConfig({ flags: { faqs: false, debug: false } }))).toBeNull();
      expect(resolve('/faqs', testSiteConfig({ flags: { faqs: true, debug: false } }))?.route.id).toBe('faqs');
    });

    it('resolves confirm and invite links to the link result page', () => {
      expect(resolve('/register/confirm')).toEqual({
        route: expect.objectContaining({ id: 'confirm', remote: 'auth-flows', expose: './confirm-page', signIn: true }),
        params: {},
      });
      expect(resolve('/team/invite/')).toMatchObject({ route: { id: 'invite', expose: './confirm-page' } });
    });

    it('marks the auth-flows pages as sign-in pages and no other', () => {
      for (const pathname of ['/login', '/user', '/register', '/forgot-password', '/forgot-otp', '/reset-2fa/42']) {
        expect(resolve(pathname)).toMatchObject({ route: { remote: 'auth-flows', signIn: true } });
      }
      for (const pathname of ['/', '/discovery', '/blog-detail/a', '/terms-of-use', '/packages', '/open-api-docs']) {
        expect(resolve(pathname)?.route.signIn).toBe(false);
      }
    });
  });

  describe('routeOfPageMatch', () => {
    const slots: PageSlots = { load: () => Promise.resolve({ pageData: {} }), act: () => Promise.resolve(null) };
    // What the server's handler matches: the data routes, every page under the site's frame.
    const shown = (pathname: string, siteConfig = config) => {
      const matches = matchRoutes(siteRouteObjects(siteConfig, slots), pathname);
      const page = matches?.[matches.length - 1];
      return page ? routeOfPageMatch(siteConfig, page, pathname) : null;
    };

    it.each([
      '/',
      '/discovery',
      '/discovery/news/2',
      '/blog-detail/tin-gia',
      '/blog-detail/t%C3%ADn-gi%C3%A1',
      '/blog-detail/%E0%A4%A',
      '/blog-detail',
      '/packages',
      '/packages/extra',
      '/solutions/customer-care',
      '/solutions/alert-report',
      '/features/alert-report',
      '/forgot-password/abc123',
      '/open-api-docs/auth',
      '/insight/2025',
      '/faqs/general',
      '/register/confirm',
      '/team/invite/',
      '/nope',
    ])('names the route resolveRoute names for %s', (pathname) => {
      expect(shown(pathname)).toEqual(resolveRoute(config, pathname)?.route ?? null);
    });

    it('follows the configuration, as resolveRoute does', () => {
      const moved = testSiteConfig({ routes: { insight: '/bao-cao' }, flags: { faqs: false, debug: false } });
      for (const pathname of ['/bao-cao/2025', '/insight/2025', '/faqs']) {
        expect(shown(pathname, moved)).toEqual(resolveRoute(moved, pathname)?.route ?? null);
      }
    });
  });
});

