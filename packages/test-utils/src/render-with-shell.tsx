import type { ReactElement } from 'react';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@echowatch/routing/testing';
import { documentTitle, type Language, type PageDataSource, type PageTitleSink, type SiteConfig } from '@echowatch/contracts';
import { initSiteI18n, SiteConfigProvider } from '@echowatch/remote-kit';
import { testSiteConfig } from './test-config';

export interface ShellRenderOptions {
  /** The URL the page is opened at (path, query and hash). */
  route?: string;
  /** The route pattern the page is mounted on, for pages that read params. */
  path?: string;
  language?: Language;
  config?: SiteConfig;
  /** The route's title, which the document shows while the page states none of its own. */
  routeTitle?: string;
  /** The results the page was server-rendered with: the page then behaves as one that arrived rendered. */
  pageData?: PageDataSource;
}

/** Where the page states its document title, written as the shell writes it. */
function shellTitleSink(config: SiteConfig, routeTitle: string | null): PageTitleSink {
  document.title = documentTitle(routeTitle, config.brand.name);
  return {
    duringRender: false,
    state: (title) => {
      document.title = documentTitle(title ?? routeTitle, config.brand.name);
    },
  };
}

/** Renders a page with what the shell supplies: router, the shared i18n instance, configuration and the title. */
export async function renderWithShell(
  ui: ReactElement,
  options: ShellRenderOptions = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup> }> {
  const { route = '/', path = '*', language = 'vi', config = testSiteConfig(), routeTitle = null, pageData } = options;
  await initSiteI18n({ language });
  const user = userEvent.setup();
  const result = render(
    <SiteConfigProvider config={config} pageData={pageData} pageTitle={shellTitleSink(config, routeTitle)}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </SiteConfigProvider>,
  );
  // A part of the page that loads its code on demand (remote-kit's onDemand) is there once it has.
  // Its first load compiles the part's modules, which takes seconds on a busy machine.
  await waitFor(
    () => {
      if (document.querySelector('[data-loading-part]')) throw new Error('A part of the page is still loading its code');
    },
    { timeout: 15_000 },
  );
  return { ...result, user };
}
