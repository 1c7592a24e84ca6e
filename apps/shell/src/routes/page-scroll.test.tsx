import { act, render, screen, within } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { Link, RouterProvider, useSearchParams, type HydrationState } from '@echowatch/routing';
import { createMemoryRouter } from '@echowatch/routing/testing';
import { definePage, initSiteI18n } from '@echowatch/remote-kit';
import { testSiteConfig, userEvent } from '@echowatch/test-utils';
import { registerComposition } from '../federation/composition';
import '../testing/all-texts';
import { ShellFrame } from '../shell-app';
import { browserPageSlots } from './browser-page-slots';
import { siteRouteObjects } from './site-route-objects';

// The federation runtime is the network boundary of remote loading: a stand-in serves the pages.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

function TermsPage() {
  const [search] = useSearchParams();
  return (
    <>
      <h1>Terms</h1>
      <p>Section {search.get('section') ?? '1'}</p>
      <Link to="?section=2">Next section</Link>
      <Link to="/privacy-policy">Privacy policy</Link>
    </>
  );
}

const PrivacyPage = () => <h1>Privacy</h1>;

const config = testSiteConfig();

beforeAll(() => {
  registerComposition(config.remotes);
  jest.mocked(registerRemotes).mockReturnValue(undefined);
  jest.mocked(loadRemote).mockImplementation((id: string) => Promise.resolve({ ...definePage(id.endsWith('privacy-page') ? PrivacyPage : TermsPage, []) }));
});

let scrollY = 0;
const scrollTo = jest.fn((x: number | ScrollToOptions, y?: number) => {
  scrollY = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
});

beforeEach(() => {
  sessionStorage.clear();
  scrollTo.mockClear();
  scrollY = 0;
  Object.defineProperty(window, 'scrollTo', { value: scrollTo, writable: true, configurable: true });
  Object.defineProperty(window, 'scrollY', { get: () => scrollY, configurable: true });
});

/** The visitor scrolls the page to `y`. */
const scrollDown = (y: number) => {
  scrollY = y;
};

let visits = 0;

async function openSite(url: string, hydrationData?: HydrationState) {
  await initSiteI18n({ language: 'en' });
  // React Router keeps scroll positions per history entry for the whole module: each visit is new.
  visits += 1;
  const [pathname, search] = url.split('?');
  const entry = { pathname, search: `?${search}`, key: `visit-${visits}` };
  const router = createMemoryRouter(siteRouteObjects(config, browserPageSlots(config)), { initialEntries: [entry], hydrationData });
  // A page drawn in the browser renders once its loader has answered, as the site's boot does.
  if (!router.state.initialized) await new Promise<void>((ready) => router.subscribe((state) => state.initialized && ready()));
  render(
    <ShellFrame config={config} rendered={{ modules: new Map(), server: false }}>
      <RouterProvider router={router} />
    </ShellFrame>,
  );
  return router;
}

/** A link of the page itself (the footer has links of the same names). */
const pageLink = async (name: string) => within(await screen.findByRole('main')).findByRole('link', { name });

describe('where a page opens', () => {
  it('leaves the page the server sent where the visitor scrolled it before it was live', async () => {
    scrollDown(560);
    await openSite('/terms-of-use?lng=en', { loaderData: { site: null, terms: { pageData: {} } } });
    await screen.findByRole('heading', { name: 'Terms' });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(560);
  });

  it('opens another page at its top, and Back returns to where the visitor was', async () => {
    const router = await openSite('/terms-of-use?lng=en');
    const user = userEvent.setup();
    const privacy = await pageLink('Privacy policy');
    scrollDown(420);
    await user.click(privacy);
    await screen.findByRole('heading', { name: 'Privacy' });
    expect(window.scrollY).toBe(0);
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Terms' });
    expect(window.scrollY).toBe(420);
  });

  it('keeps the visitor’s place when only the query of the page in view changes', async () => {
    const router = await openSite('/terms-of-use?lng=en');
    const user = userEvent.setup();
    const next = await pageLink('Next section');
    scrollDown(700);
    await user.click(next);
    // The new address is on screen, so the frame has decided where the page stands.
    await screen.findByText('Section 2');
    expect(router.state.location.search).toBe('?section=2&lng=en');
    expect(window.scrollY).toBe(700);
  });
});
