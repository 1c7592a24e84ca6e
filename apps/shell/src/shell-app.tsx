import type { ReactNode } from 'react';
import type { SiteConfig } from '@echowatch/contracts';
import { SiteConfigProvider } from '@echowatch/remote-kit';
import { RenderedPagesProvider, type RenderedPages } from './rendering/rendered-pages';

/**
 * What every page of the shell renders inside: the composition and what the shell knows of its
 * page modules. The router goes inside it, the browser's or the server's.
 */
export function ShellFrame({ config, rendered, children }: { config: SiteConfig; rendered: RenderedPages; children: ReactNode }) {
  return (
    <SiteConfigProvider config={config}>
      <RenderedPagesProvider value={rendered}>{children}</RenderedPagesProvider>
    </SiteConfigProvider>
  );
}
