import { DEFAULT_LANGUAGE, type Language } from './site-config';

/**
 * The head of a page named after its content (a post), written from the data the page renders:
 * the server puts it into the document it sends, the browser into the open page, so the head and
 * the page never disagree.
 */
export interface PageHead {
  /** The page's own title, without the brand. */
  title: string;
  description: string;
  /** The page's one address, absolute: what crawlers index and links share. */
  canonical: string;
  /** The language the content is written in. */
  language: Language;
  /** Open Graph's type: `article` for a post. */
  type: 'article' | 'website';
  /** The picture a link preview shows, full size. */
  image?: string;
  /** What the picture shows, for link previews read aloud. */
  imageAlt?: string;
  /** The same content in other languages (a post's translations): each one's canonical address. */
  translations?: PageTranslation[];
}

/** Where the same content is in another language. */
export interface PageTranslation {
  language: Language;
  href: string;
}

/**
 * A page with an address of its own (a post) and its translations, as `hreflang` alternates: each
 * version, and `x-default` the default language's; none when it has no translation.
 */
export function translationAlternates(
  head: Pick<PageHead, 'canonical' | 'language' | 'translations'>,
  defaultLanguage: Language,
): { hrefLang: string; href: string }[] {
  if (!head.translations?.length) return [];
  const versions = [{ language: head.language, href: head.canonical }, ...head.translations];
  const fallback = versions.find((version) => version.language === defaultLanguage) ?? versions[0]!;
  return [...versions.map(({ language, href }) => ({ hrefLang: language, href })), { hrefLang: 'x-default', href: fallback.href }];
}

/**
 * What a page's loader knows of its head: a post's title, description, address and picture, or a
 * solution's name and lead. The route gives the rest (its title, the site's description, the
 * address it was asked by). `not-found`: the address names nothing (404, not indexed).
 */
export type PageHeadData = Partial<PageHead> | 'not-found';

/** A page's head, `not-found` when its address names nothing (404, not indexed), or null: the route's. */
export type PageHeadStatement = PageHead | 'not-found' | null;

/** Marks the tags of a page's head, so the open page can replace the ones the server wrote. */
export const PAGE_HEAD_MARK = 'data-page-head';

export interface HeadTag {
  name: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** Open Graph's name of each language. */
export const OPEN_GRAPH_LOCALES: Readonly<Record<Language, string>> = { vi: 'vi_VN', en: 'en_US' };

/**
 * The tags a page's head adds besides its title and description (which the document always has):
 * Open Graph and card tags for link previews, and the canonical link. The one list for the server's
 * document and the browser's head.
 */
export function pageHeadTags(head: PageHead, siteName: string): HeadTag[] {
  const meta = (attributes: Record<string, string>): HeadTag => ({ name: 'meta', attributes });
  return [
    meta({ property: 'og:type', content: head.type }),
    meta({ property: 'og:site_name', content: siteName }),
    meta({ property: 'og:locale', content: OPEN_GRAPH_LOCALES[head.language] }),
    meta({ property: 'og:title', content: head.title }),
    meta({ property: 'og:description', content: head.description }),
    ...(head.image ? [meta({ property: 'og:image', content: head.image })] : []),
    meta({ property: 'og:url', content: head.canonical }),
    meta({ name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' }),
    { name: 'link', attributes: { rel: 'canonical', href: head.canonical } },
    ...translationAlternates(head, DEFAULT_LANGUAGE).map(({ hrefLang, href }): HeadTag => ({
      name: 'link',
      attributes: { rel: 'alternate', hreflang: hrefLang, href },
    })),
  ];
}
