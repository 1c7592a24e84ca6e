import { useEffect } from 'react';
import { usePageTitleSink } from '../config/site-config-context';

/**
 * States the page's own document title (a post's title, a solution's name; without the brand) in
 * place of the route's, on the server and in the browser alike. Null, such as while the page loads
 * what it is named after, leaves the route's title; leaving the page withdraws it.
 */
export function usePageTitle(title: string | null): void {
  const sink = usePageTitleSink();
  // The server runs no effects, so there the title is taken from the render itself.
  if (sink?.duringRender) sink.state(title);
  useEffect(() => {
    if (!sink || sink.duringRender) return;
    sink.state(title);
    return () => sink.state(null);
  }, [sink, title]);
}
