import { useEffect, useState } from 'react';
import { documentTitle, type PageTitleSink } from '@echowatch/contracts';
import { useHydrated, useSiteConfig } from '@echowatch/remote-kit';
import { useRenderedPages } from '../rendering/rendered-pages';

interface Fallback {
  title: string | null;
  brand: string;
  tagline: string;
}

const sameFallback = (a: Fallback, b: Fallback) => a.title === b.title && a.brand === b.brand && a.tagline === b.tagline;

/**
 * The document title of one route's slot in the browser: the page's own once it states one, else
 * the route's. A slot that hydrates what the server rendered leaves the title the server sent (the
 * page's own) alone until the page speaks or the route's title changes (a language switch), so the
 * route's title never flashes while the page's module arrives.
 */
function createSlotTitle(initial: Fallback, hydrating: boolean) {
  let fallback = initial;
  let stated: string | null = null;
  let keepServerTitle = hydrating;
  const apply = () => {
    if (!keepServerTitle) document.title = documentTitle(stated ?? fallback.title, fallback.brand, fallback.tagline);
  };
  const sink: PageTitleSink = {
    duringRender: false,
    state(title) {
      keepServerTitle = false;
      stated = title;
      apply();
    },
  };
  const setFallback = (next: Fallback) => {
    if (!sameFallback(next, fallback)) keepServerTitle = false;
    fallback = next;
    apply();
  };
  return { sink, setFallback };
}

/**
 * Where a route's page states its own title in the browser (a post's title, a solution's name),
 * and the route's title (none for the home page: brand and tagline) until it does. None on the
 * server, whose document has the head the route's loader stated.
 */
export function usePageTitleSink(routeTitle: string | null, tagline: string): PageTitleSink | undefined {
  const { brand } = useSiteConfig();
  const rendered = useRenderedPages();
  const hydrated = useHydrated();
  const [slot] = useState(() => createSlotTitle({ title: routeTitle, brand: brand.name, tagline }, !hydrated));
  useEffect(() => {
    slot.setFallback({ title: routeTitle, brand: brand.name, tagline });
  }, [slot, routeTitle, brand.name, tagline]);
  return rendered.server ? undefined : slot.sink;
}
