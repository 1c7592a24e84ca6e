import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from '@echowatch/routing/testing';

export interface ServerRenderOptions {
  /** The URL as the server receives it: path and query, never a hash. */
  url: string;
  /** The route pattern the page is mounted on, for pages that read params. */
  path?: string;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Renders a page to HTML as the shell's server does, at one address. renderToString writes a
 * lazy part's fallback while its chunk loads (the shell's stream waits for it), so the page is
 * rendered again once the chunks it asked for have arrived, until the HTML stops changing.
 */
export async function renderOnServer(ui: ReactNode, { url, path = '*' }: ServerRenderOptions): Promise<string> {
  const render = () =>
    renderToString(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>,
    );
  let html = render();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await settle();
    const again = render();
    if (again === html) break;
    html = again;
  }
  return html;
}
