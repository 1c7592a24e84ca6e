import { REMOTE_EXPOSES } from '@echowatch/contracts';
import { testSiteConfig } from '@echowatch/test-utils';
import { buildRouteTable, isKnownSlug, linkResultRoute } from './route-table';

describe('route table', () => {
  const config = testSiteConfig();

  it('maps every route to an expose its remote promises in the contract', () => {
    for (const route of buildRouteTable(config)) {
      expect(REMOTE_EXPOSES[route.remote] as readonly string[]).toContain(route.expose);
    }
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
    expect(isKnownSlug('solution', 'customer-care')).toBe(true);
    expect(isKnownSlug('solution', 'data-analysis')).toBe(false);
    expect(isKnownSlug('feature', 'data-analysis')).toBe(true);
    expect(isKnownSlug('feature', undefined)).toBe(false);
  });
});
