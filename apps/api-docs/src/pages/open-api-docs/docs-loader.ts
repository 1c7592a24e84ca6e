import { pageLoader } from '@echowatch/remote-kit';
import { DOCS_MENU } from './docs-menu';
import { resolveDocsView } from './docs-view';
import { docsPathname, docsRoot } from './use-docs-path';

/**
 * The docs fetch nothing; an address naming a section or item that is not there (an outdated link)
 * moves to the nearest view that is, keeping its query (`?from=app`, `?lng=`).
 */
export const loadOpenApiDocsPage = pageLoader(async ({ url, params }) => {
  const subPath = params['*'] ?? '';
  const { redirectTo } = resolveDocsView(DOCS_MENU, subPath);
  if (redirectTo === undefined) return undefined;
  const address = new URL(url, 'http://site');
  return { redirect: `${docsPathname(docsRoot(address.pathname, subPath), redirectTo)}${address.search}` };
});
