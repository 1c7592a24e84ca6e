import { BrowserRouter } from 'react-router-dom';
import type { SiteConfig } from '@echowatch/contracts';
import { SiteConfigProvider } from '@echowatch/remote-kit';
import { SiteLayout } from './layout/site-layout';
import { SiteRoutes } from './routes/site-routes';

export function ShellApp({ config }: { config: SiteConfig }) {
  return (
    <SiteConfigProvider config={config}>
      <BrowserRouter>
        <SiteLayout>
          <SiteRoutes />
        </SiteLayout>
      </BrowserRouter>
    </SiteConfigProvider>
  );
}
