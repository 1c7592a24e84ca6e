import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useParams } from '@echowatch/routing';
import { definePage, usePageData, usePageTitle, switchLanguage } from '@echowatch/remote-kit';
import { renderWithShell, testSiteConfig } from '@echowatch/test-utils';
import { registerComposition } from '../federation/composition';
import '../testing/all-texts';
import { SiteLayout } from '../layout/site-layout';
import { RenderedPagesProvider } from '../rendering/rendered-pages';
import type { PageSlotData } from './page-slot';
import { RemoteRoutePage } from './remote-route';
import { buildRouteTable } from './route-table';

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

describe('RemoteRoutePage titles', () => {
  it('lets the page name the document in place of the route', async () => {
    await renderWithShell(<RemoteRoutePage route={route('blogDetail')} />, {
      route: '/blog-detail/first',
      path: '/blog-detail/:slug',
      language: 'en',
    });
    await screen.findByRole('heading', { name: 'Post first' });
    expect(document.title).toBe('Post first | EchoWatch');
  });

  it('shows the route’s title while the page states none, in the language the visitor picks', async () => {
    await renderWithShell(<RemoteRoutePage route={route('blogDetail')} />, {
      route: '/blog-detail/still-loading',
      path: '/blog-detail/:slug',
      language: 'en',
    });
    await screen.findByRole('heading', { name: 'Loading' });
    expect(document.title).toBe('Article | EchoWatch');
    await act(() => switchLanguage('vi'));
    expect(document.title).toBe('Bài viết | EchoWatch');
  });

  it('keeps the route’s title for a page that has none of its own', async () => {
    await renderWithShell(<RemoteRoutePage route={route('terms')} />, { route: '/terms-of-use', language: 'en' });
    await screen.findByRole('heading', { name: 'Terms' });
    expect(document.title).toBe('Terms of use | EchoWatch');
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
