import { documentTitle, OPEN_GRAPH_LOCALES, translationAlternates, type Language, type PageHead, type SiteConfig } from '@echowatch/contracts';

/** The head of one document, as the route that renders it states it. */
export interface DocumentHead {
  /** "<page> | <brand>", or the brand and tagline on the home page. */
  title: string;
  description: string;
  /** Sign-in pages and addresses that name nothing are not indexed, nor linked to other languages. */
  noindex: boolean;
  /** The page's one address, absolute; null when not indexed. */
  canonical: string | null;
  /** The same page in each language, and `x-default`: the default language's. */
  alternates: { hrefLang: string; href: string }[];
  /** Link previews (Open Graph, cards); null when not indexed. */
  preview: {
    type: 'article' | 'website';
    siteName: string;
    locale: string;
    title: string;
    description: string;
    url: string;
    image?: string;
    imageAlt?: string;
  } | null;
}

export interface RouteHeadInput {
  /** The route's title, null on the home page (brand and tagline). */
  routeTitle: string | null;
  /** What the route's page is about, when the page states no description of its own. */
  routeDescription: string | null;
  /** What the page's loader stated of its head (a post's, a solution's name). */
  pageHead?: Partial<PageHead>;
  /** The address names nothing (404). */
  notFound: boolean;
  /** A sign-in or recovery page: never indexed. */
  signIn: boolean;
  language: Language;
  /** Path and query, as requested. */
  url: string;
  config: SiteConfig;
  texts: { tagline: string; siteDescription: string; notFoundTitle: string };
  languages: readonly Language[];
}

/** The page's address in one language: `?lng=` is how a link keeps its language. */
function languageUrl(config: SiteConfig, url: string, language: Language): string {
  const address = new URL(url, 'http://site');
  address.searchParams.set('lng', language);
  return `${config.brand.siteUrl.replace(/\/+$/, '')}${address.pathname}${address.search}`;
}

/**
 * The head a route's page has: its own title and description where its loader stated them (a post
 * also its one address and picture), else the route's title and description.
 */
export function routeHead(input: RouteHeadInput): DocumentHead {
  const { pageHead = {}, notFound, config, language, url, texts } = input;
  const brand = config.brand.name;
  const pageTitle = notFound ? texts.notFoundTitle : (pageHead.title ?? input.routeTitle);
  const title = documentTitle(pageTitle, brand, texts.tagline);
  const description = (!notFound && (pageHead.description || input.routeDescription)) || texts.siteDescription;
  const noindex = notFound || input.signIn;
  if (noindex) return { title, description, noindex, canonical: null, alternates: [], preview: null };
  // A page with an address of its own (a post) has it in the one language it is written in, and
  // its translations are the other languages' versions.
  const canonical = pageHead.canonical ?? languageUrl(config, url, language);
  const alternates = pageHead.canonical
    ? translationAlternates({ canonical, language: pageHead.language ?? language, translations: pageHead.translations }, input.languages[0] ?? language)
    : [
        ...input.languages.map((other) => ({ hrefLang: other, href: languageUrl(config, url, other) })),
        // The default is an address that is its own canonical: the first language's (Vietnamese).
        { hrefLang: 'x-default', href: languageUrl(config, url, input.languages[0] ?? language) },
      ];
  const preview = {
    type: pageHead.type ?? 'website',
    siteName: brand,
    locale: OPEN_GRAPH_LOCALES[pageHead.language ?? language],
    title: pageTitle ?? title,
    description,
    url: canonical,
    ...(pageHead.image ? { image: pageHead.image, imageAlt: pageHead.imageAlt ?? pageTitle ?? title } : {}),
  } as const;
  return { title, description, noindex, canonical, alternates, preview };
}
