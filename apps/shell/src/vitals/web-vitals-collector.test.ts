import type { RouteObject } from '@echowatch/routing';
import { testSiteConfig } from '@echowatch/test-utils';
import { remoteVersion } from '../federation/failure-report';
import { buildRouteTable, LINK_OR_NOT_FOUND } from '../routes/route-table';
import { fakeWebVitals, hidePage, sentReports, showPage } from '../testing/fake-web-vitals';
import { collectLandingView, type ViewRouter } from './web-vitals-collector';

const config = testSiteConfig();
// The browser router's routes as the shell makes them (site-route-objects): ids are the route table's.
const routes: RouteObject[] = [
  { id: 'site', children: [...buildRouteTable(config).map(({ id, path }) => ({ id, path })), { id: LINK_OR_NOT_FOUND, path: '*' }] },
];

/** A router on `pathname` whose address the test changes as a client navigation would. */
function fakeRouter(pathname: string) {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const router: ViewRouter = {
    routes,
    state: { location: { pathname } },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const navigate = (to: string) => {
    router.state = { location: { pathname: to } };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router, navigate, listening: () => listeners.size };
}

describe('the landing view\'s vitals', () => {
  const beacon = jest.fn((_url: string, _body: Blob) => true);

  beforeEach(() => {
    beacon.mockClear();
    showPage();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });

  it('are reported under the route\'s pattern, its remote and version and the cohort, once, when the router moves on', async () => {
    const vitals = fakeWebVitals();
    const { router, navigate, listening } = fakeRouter('/blog-detail/social-listening-basics');
    collectLandingView(config, router, '/blog-detail/social-listening-basics', undefined, vitals.api);
    vitals.measure('LCP', 1500);
    navigate('/blog-detail/social-listening-basics');
    expect(beacon).not.toHaveBeenCalled();
    navigate('/packages');
    vitals.measure('INP', 300);
    hidePage();
    expect(listening()).toBe(0);
    expect(await sentReports(beacon)).toEqual([
      {
        route: '/blog-detail/:slug',
        remote: 'marketing-blog',
        version: remoteVersion(config.remotes['marketing-blog']),
        cohort: 'live',
        vitals: { LCP: 1500 },
      },
    ]);
  });

  it('name a link page by its pattern, never its secret address, and a previewed remote by the version in view', async () => {
    const vitals = fakeWebVitals();
    collectLandingView(config, fakeRouter('/c2VjcmV0/confirm').router, '/c2VjcmV0/confirm', { preview: { 'auth-flows': '2.0.0-preview' } }, vitals.api);
    vitals.measure('FCP', 700);
    hidePage();
    expect(await sentReports(beacon)).toEqual([{ route: '/*/confirm', remote: 'auth-flows', version: '2.0.0-preview', cohort: 'live', vitals: { FCP: 700 } }]);
  });

  it('name the canary cohort of a page served to it', async () => {
    const vitals = fakeWebVitals();
    collectLandingView(config, fakeRouter('/packages').router, '/packages', { cohort: 'canary' }, vitals.api);
    vitals.measure('LCP', 900);
    hidePage();
    expect(await sentReports(beacon)).toEqual([expect.objectContaining({ route: '/packages', cohort: 'canary' })]);
  });

  it('name, on a page the server sent without rendering it, the canary cohort only of the remotes served as canaries', async () => {
    for (const [canaries, cohort] of [[['pricing-reporting'], 'canary'], [['marketing-blog'], 'live']] as const) {
      beacon.mockClear();
      showPage();
      const vitals = fakeWebVitals();
      collectLandingView(config, fakeRouter('/packages').router, '/packages', { canaries: [...canaries] }, vitals.api);
      vitals.measure('LCP', 900);
      hidePage();
      expect(await sentReports(beacon)).toEqual([expect.objectContaining({ remote: 'pricing-reporting', cohort })]);
    }
  });

  it('are still the landing view\'s when the visitor moved on before the collector arrived, sent when the page hides', async () => {
    const vitals = fakeWebVitals();
    const { router, navigate } = fakeRouter('/terms-of-use');
    collectLandingView(config, router, '/packages', undefined, vitals.api);
    vitals.measure('LCP', 800);
    navigate('/privacy-policy');
    expect(beacon).not.toHaveBeenCalled();
    hidePage();
    expect(await sentReports(beacon)).toEqual([expect.objectContaining({ route: '/packages', remote: 'pricing-reporting' })]);
  });

  it('are not collected for an address that is no page', () => {
    const vitals = fakeWebVitals();
    collectLandingView(config, fakeRouter('/no/such/page').router, '/no/such/page', undefined, vitals.api);
    hidePage();
    expect(beacon).not.toHaveBeenCalled();
  });
});
