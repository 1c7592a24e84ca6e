import { useEffect } from 'react';
import type { PageHead, PageHeadStatement } from '@echowatch/contracts';
import { usePageTitleSink, useSiteConfig } from '../config/site-config-context';
import { applyPageHead } from './apply-page-head';
import { usePageTitle } from './use-page-title';

/**
 * States the head of a page named after its content (a post): its title, description, canonical
 * link and link-preview tags, from the data the page renders, on the server (for the document it
 * sends) and in the browser alike. `not-found` tells the server the address names nothing (404,
 * not indexed); null, such as while the page loads, leaves the route's head.
 */
export function usePageHead(statement: PageHeadStatement): void {
  const sink = usePageTitleSink();
  const { brand } = useSiteConfig();
  // The server runs no effects, so there the head is taken from the render itself.
  if (sink?.duringRender) sink.head?.(statement);
  const head = typeof statement === 'object' ? statement : null;
  usePageTitle(head ? head.title : null);
  const key = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (key === null) return;
    return applyPageHead(JSON.parse(key) as PageHead, brand.name);
  }, [key, brand.name]);
}
