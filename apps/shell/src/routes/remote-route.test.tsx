import { act, render, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RouterProvider, useParams } from '@echowatch/routing';
import { createMemoryRouter } from '@echowatch/routing/testing';
import { definePage, initSiteI18n, usePageData, usePageTitle, switchLanguage } from '@echowatch/remote-kit';
import { renderWithShell, testSiteConfig } from '@echowatch/test-utils';
import { registerComposition } from '../federation/composition';
import '../testing/all-texts';
import { SiteLayout } from '../layout/site-layout';
import { RenderedPagesProvider } from '../rendering/rendered-pages';
import type { PageSlotData } from './page-slot';
import { RemoteRoutePage } from './remote-route';
import { ShellFrame } from '../shell-app';
import { browserPageSlots } from './browser-page-slots';
import { buildRouteTable } from './route-table';
import { siteRouteObjects } from './site-route-objects';

// The federation runtime is the network boundary of remote loading: a stand-in for it here serves
// a page module as a remote would.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** A post page as a remote builds it: it names the document once its post is "here". */
function PostPage() {
  const { slug = '' } = useParams();
  const title = slug === 'still-loading' ? null : `Post ${slug}`;
  usePageTitle(title);
  return <h1>{title ?? 'Loading'}</h1>;
}

/** A page that states no title of its own. */
function TermsPage() {
  return <h1>Terms</h1>;
}

const loadPolicy = jest.fn(() => Promise.resolve('Policy fetched in the browser'));

/** A page that shows what it loads with the page-data hook (rendered by the server, or fetched). */
function PolicyPage() {
  const policy = usePageData('policy', loadPolicy);
  return <p>{policy.status === 'ready' ? policy.value : 'Loading'}</p>;
}

const config = testSiteConfig();
const route = (id: string) => buildRouteTable(config).find((candidate) => candidate.id === id)!;

beforeAll(() => {
  registerComposition(config.remotes);
  jest.mocked(registerRemotes).mockReturnValue(undefined);
  jest.mocked(loadRemote).mockImplementation((id: string) =>
    Promise.resolve({
      ...definePage(id.endsWith('blog-detail-page') ? PostPage : id.endsWith('privacy-page') ? PolicyPage : TermsPage, []),
    }),
  );
});

/** The site's data routes in a browser-like document, at an address, with the pages the stand-in remote serves. */
async function openSite(url: string, language: 'vi' | 'en') {
  await initSiteI18n({ language });
  const router = createMemoryRouter(siteRouteObjects(config, browserPageSlots(config)), { initialEntries: [url] });
  render(
    <ShellFrame config={config} rendered={{ modules: new Map(), server: false }}>
      <RouterProvider router={router} />
    </ShellFrame>,
  );
  return router;
}

describe('the document head in the browser', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('lets the page name the document in place of the route, once it has what it is named after', async () => {
    await openSite('/blog-detail/first?lng=en', 'en');
    await screen.findByRole('heading', { name: 'Post first' });
    await waitFor(() => expect(document.title).toBe('Post first | EchoWatch'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('shows the route’s title while the page states none, in the language the visitor picks', async () => {
    await openSite('/blog-detail/still-loading?lng=en', 'en');
    await screen.findByRole('heading', { name: 'Loading' });
    expect(document.title).toBe('Article | EchoWatch');
    await act(() => switchLanguage('vi'));
    await waitFor(() => expect(document.title).toBe('Bài viết | EchoWatch'));
  });

  it('names a page without a title of its own after its route, with its address and its other languages', async () => {
    const router = await openSite('/terms-of-use?lng=en', 'en');
    await screen.findByRole('heading', { name: 'Terms' });
    expect(document.title).toBe('Terms of use | EchoWatch');
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toMatch(/\/terms-of-use\?lng=en$/);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
    // Leaving for an address that names nothing: the not-found title, not indexed, no addresses.
    await act(() => router.navigate('/no-such-page?lng=en'));
    await waitFor(() => expect(document.title).toBe('Content not found | EchoWatch'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('RemoteRoutePage and the language in the address', () => {
  it('keeps the page the server rendered, and its data, when a language switch rewrites the address', async () => {
    const serverData: PageSlotData = { pageData: { policy: { ok: true, value: 'Policy from the server' } } };
    const { user } = await renderWithShell(
      <RenderedPagesProvider value={{ modules: new Map(), server: false }}>
        <SiteLayout>
          <RemoteRoutePage route={route('privacy')} slot={serverData} />
        </SiteLayout>
      </RenderedPagesProvider>,
      { route: '/privacy-policy?lng=vi', language: 'vi' },
    );
    expect(await screen.findByText('Policy from the server')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/packages?lng=en'));
    expect(screen.getByText('Policy from the server')).toBeInTheDocument();
    expect(loadPolicy).not.toHaveBeenCalled();
  });
});
