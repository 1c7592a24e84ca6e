import { useCallback } from 'react';
import { useLocation, useParams, type To } from '@echowatch/routing';

export interface DocsPath {
  /** The part of the URL after the docs root, e.g. `news-articles/article-search`. */
  subPath: string;
  /** Where a docs view lives, wherever the shell mounts the page. */
  linkTo: (subPath: string) => To;
}

/**
 * The page is mounted on `<root>/*`; the root is whatever precedes the splat in the current URL.
 * Links keep the query, so `?from=app` (page without header and footer) and `?lng=` survive a pick.
 */
export function useDocsPath(): DocsPath {
  const { '*': subPath = '' } = useParams();
  const { pathname, search } = useLocation();
  const root = docsRoot(pathname, subPath);
  const linkTo = useCallback((target: string): To => ({ pathname: docsPathname(root, target), search }), [root, search]);
  return { subPath, linkTo };
}

/** The docs root of an address: its path without the `subPath` the page's splat matched. */
export function docsRoot(pathname: string, subPath: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const depth = subPath.split('/').filter(Boolean).length;
  return `/${segments.slice(0, segments.length - depth).join('/')}`;
}

/** The path of a docs view (`target`, relative to the docs root). */
export function docsPathname(root: string, target: string): string {
  return target ? `${root.replace(/\/$/, '')}/${target}` : root;
}
