import { useEffect } from 'react';
import type { PageHead, PageHeadStatement } from '@echowatch/contracts';
import { usePageTitleSink, useSiteConfig } from '../config/site-config-context';
import { applyPageHead } from './apply-page-head';
import { usePageTitle } from './use-page-title';

/**
 * States the head of a page named after its content (a post): its title, description, canonical
 * link and link-preview tags, from the data the page renders, in the browser (the shell renders
 * them; the server's document has what the page's loader stated). `not-found`: the address names
 * nothing; null, such as while the page loads, leaves the route's head.
 */
export function usePageHead(statement: PageHeadStatement): void {
  const sink = usePageTitleSink();
  const { brand } = useSiteConfig();
  // The server runs no effects, so there the head is taken from the render itself.
  if (sink?.duringRender) sink.head?.(statement);
  const head = typeof statement === 'object' ? statement : null;
  usePageTitle(head ? head.title : null);
  const key = head ? JSON.stringify(head) : statement === 'not-found' ? statement : null;
  const tellShell = Boolean(sink?.head) && !sink?.duringRender;
  useEffect(() => {
    if (key === null) return;
    const stated = key === 'not-found' ? key : (JSON.parse(key) as PageHead);
    // A shell that renders the head itself is told; one built before that, or none, gets the tags.
    if (tellShell) {
      sink?.head?.(stated);
      return () => sink?.head?.(null);
    }
    return stated === 'not-found' ? undefined : applyPageHead(stated, brand.name);
  }, [key, brand.name, sink, tellShell]);
}
