import { BrowserRouter } from '@echowatch/routing';
import type { SiteConfig } from '@echowatch/contracts';
import { SiteConfigProvider } from '@echowatch/remote-kit';
import { PreviewBanner } from './layout/preview-banner';
import { SiteLayout } from './layout/site-layout';
import { RenderedPagesProvider, type RenderedPages } from './rendering/rendered-pages';
import { SiteRoutes } from './routes/site-routes';

/** Everything inside the router: the same tree on the server and in the browser. */
export function ShellFrame({ config, rendered }: { config: SiteConfig; rendered: RenderedPages }) {
  return (
    <SiteConfigProvider config={config}>
      <RenderedPagesProvider value={rendered}>
        <PreviewBanner />
        <SiteLayout>
          <SiteRoutes />
        </SiteLayout>
      </RenderedPagesProvider>
    </SiteConfigProvider>
  );
}

export function ShellApp({ config, rendered }: { config: SiteConfig; rendered: RenderedPages }) {
  return (
    <BrowserRouter>
      <ShellFrame config={config} rendered={rendered} />
    </BrowserRouter>
  );
}
