import type { PageHead } from '@echowatch/contracts';
import { LANGUAGES, useSiteConfig } from '@echowatch/remote-kit';
import { useLocation, useMatches } from '@echowatch/routing';
import { NAMESPACE, useTexts } from '../i18n/texts';
import { useRenderedPages } from '../rendering/rendered-pages';
import type { PageSlotData } from '../routes/page-slot';
import { routeOfMatch } from '../routes/route-table';
import { DocumentHeadTags } from './document-head';
import { routeHead } from './route-head';
import { routeHeadTexts } from './route-texts';
import { useStatedHead, type StatedHead } from './stated-head';

/** The page's own head: what it stated in the browser, else what its loader stated. */
function pageHeadOf(slot: PageSlotData | undefined, { title, head }: StatedHead): Partial<PageHead> | undefined {
  if (head && head !== 'not-found') return head;
  return title ? { ...slot?.head, title } : slot?.head;
}

/**
 * The document's head in the browser, from the route in view: the same tags the server wrote, which
 * React adopts when it hydrates and keeps up to date on every navigation. None on the server, whose
 * renderer writes them into the document's head itself.
 */
export function RouteHeadTags() {
  const { server } = useRenderedPages();
  const config = useSiteConfig();
  const { i18n, language } = useTexts();
  const { pathname, search } = useLocation();
  const leaf = useMatches().at(-1);
  const { stated } = useStatedHead();
  if (server || !leaf) return null;
  const route = routeOfMatch(config, leaf.id, pathname);
  const slot = leaf.data as PageSlotData | undefined;
  const head = routeHead({
    ...routeHeadTexts(i18n.getFixedT(language, NAMESPACE), route, config.brand.name),
    pageHead: pageHeadOf(slot, stated),
    notFound: !route || Boolean(slot?.notFound) || stated.head === 'not-found',
    signIn: Boolean(route?.signIn),
    language,
    url: `${pathname}${search}`,
    config,
    languages: LANGUAGES,
  });
  return <DocumentHeadTags head={head} />;
}
