import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@echowatch/routing';
import { MemoryRouter } from '@echowatch/routing/testing';
import type { Language, SiteConfig } from '@echowatch/contracts';
import { initSiteI18n, SiteConfigProvider } from '@echowatch/remote-kit';
import { testSiteConfig } from './test-config';

export interface ShellRenderOptions {
  /** The URL the page is opened at (path, query and hash). */
  route?: string;
  /** The route pattern the page is mounted on, for pages that read params. */
  path?: string;
  language?: Language;
  config?: SiteConfig;
}

/** Renders a page with what the shell supplies: router, the shared i18n instance and configuration. */
export async function renderWithShell(
  ui: ReactElement,
  options: ShellRenderOptions = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup> }> {
  const { route = '/', path = '*', language = 'vi', config = testSiteConfig() } = options;
  await initSiteI18n({ language });
  const user = userEvent.setup();
  const result = render(
    <SiteConfigProvider config={config}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </SiteConfigProvider>,
  );
  return { ...result, user };
}
