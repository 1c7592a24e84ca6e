/** @jest-environment node */
import { useParams } from '@echowatch/routing';
import type { RemotePageProps } from '@echowatch/contracts';
import { definePage, initSiteI18n, SiteConfigProvider, usePageTitle, UserAgentProvider } from '@echowatch/remote-kit';
import { renderOnServer, testSiteConfig } from '@echowatch/test-utils';
import '../testing/all-texts';
import { pageModuleKey, RenderedPagesProvider, type RenderedPages } from '../rendering/rendered-pages';
import { RemoteRoutePage } from './remote-route';
import { buildRouteTable } from './route-table';

function PostPage() {
  const { slug = '' } = useParams();
  usePageTitle(`Post ${slug}`);
  return <h1>Post {slug}</h1>;
}

const config = testSiteConfig();
const blogDetail = buildRouteTable(config).find((route) => route.id === 'blogDetail')!;

describe('RemoteRoutePage on the server', () => {
  beforeAll(() => initSiteI18n({ language: 'en' }));

  it('renders the page, whose stated title goes nowhere: the served head is what its loader stated', async () => {
    const sinks: unknown[] = [];
    const Page = definePage(PostPage, []).Page;
    const Recording = (props: RemotePageProps) => {
      sinks.push(props.pageTitle);
      return <Page {...props} />;
    };
    const rendered: RenderedPages = {
      modules: new Map([[pageModuleKey(blogDetail.remote, blogDetail.expose), { Page: Recording, prepare: async () => undefined }]]),
      server: true,
    };
    const html = await renderOnServer(
      <SiteConfigProvider config={config}>
        <RenderedPagesProvider value={rendered}>
          <RemoteRoutePage route={blogDetail} />
        </RenderedPagesProvider>
      </SiteConfigProvider>,
      { url: '/blog-detail/first', path: '/blog-detail/:slug' },
    );
    expect(html).toContain('Post <!-- -->first</h1>');
    expect(sinks).toEqual([undefined]);
  });

  it("hands the page the request's user agent, which a separately built remote cannot read from the shell's context", async () => {
    const seen: Array<string | undefined> = [];
    const DevicePage = ({ userAgent }: RemotePageProps) => {
      seen.push(userAgent);
      return <h1>Device</h1>;
    };
    const rendered: RenderedPages = {
      modules: new Map([[pageModuleKey(blogDetail.remote, blogDetail.expose), { Page: DevicePage, prepare: async () => undefined }]]),
      server: true,
    };
    await renderOnServer(
      <UserAgentProvider userAgent="Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148">
        <SiteConfigProvider config={config}>
          <RenderedPagesProvider value={rendered}>
            <RemoteRoutePage route={blogDetail} />
          </RenderedPagesProvider>
        </SiteConfigProvider>
      </UserAgentProvider>,
      { url: '/blog-detail/first', path: '/blog-detail/:slug' },
    );
    expect(seen.at(-1)).toContain('iPhone');
  });
});
