import { act, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import i18next from 'i18next';
import { useParams } from '@echowatch/routing';
import { definePage, usePageTitle } from '@echowatch/remote-kit';
import { renderWithShell, testSiteConfig } from '@echowatch/test-utils';
import { registerComposition } from '../federation/remote-loader';
import '../i18n/register';
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

const config = testSiteConfig();
const route = (id: string) => buildRouteTable(config).find((candidate) => candidate.id === id)!;

beforeAll(() => {
  registerComposition(config.remotes);
  jest.mocked(registerRemotes).mockReturnValue(undefined);
  jest.mocked(loadRemote).mockImplementation((id: string) =>
    Promise.resolve({ Page: definePage(id.endsWith('blog-detail-page') ? PostPage : TermsPage) }),
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
    await act(() => i18next.changeLanguage('vi'));
    expect(document.title).toBe('Bài viết | EchoWatch');
  });

  it('keeps the route’s title for a page that has none of its own', async () => {
    await renderWithShell(<RemoteRoutePage route={route('terms')} />, { route: '/terms-of-use', language: 'en' });
    await screen.findByRole('heading', { name: 'Terms' });
    expect(document.title).toBe('Terms of use | EchoWatch');
  });
});
