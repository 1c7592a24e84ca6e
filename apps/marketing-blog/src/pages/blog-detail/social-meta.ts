/** Marks the tags of one post, written by the site server for crawlers or here for the open page. */
export const BLOG_META_MARK = 'data-blog-meta';

export interface SocialMeta {
  title: string;
  description: string;
  image: string;
  url: string;
  siteName: string;
}

/**
 * The canonical address of a post: the same one the site server writes into the page head and the
 * sitemap lists, with the post's language so a shared link opens in it.
 */
export function canonicalPostUrl(siteUrl: string, slug: string, language: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/blog-detail/${encodeURIComponent(slug)}?lng=${language}`;
}

/** Puts a post's description, Open Graph tags and canonical link into the head; returns the undo. */
export function applySocialMeta(meta: SocialMeta, doc: Document = document): () => void {
  doc.head.querySelectorAll(`[${BLOG_META_MARK}]`).forEach((node) => node.remove());
  const created: Element[] = [];
  const add = (tag: 'meta' | 'link', attributes: Record<string, string>) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(BLOG_META_MARK, '');
    doc.head.append(element);
    created.push(element);
  };
  const siteDescription = doc.head.querySelector('meta[name="description"]');
  const previousDescription = siteDescription?.getAttribute('content') ?? null;
  if (siteDescription) siteDescription.setAttribute('content', meta.description);
  else add('meta', { name: 'description', content: meta.description });
  add('meta', { property: 'og:type', content: 'article' });
  add('meta', { property: 'og:site_name', content: meta.siteName });
  add('meta', { property: 'og:title', content: meta.title });
  add('meta', { property: 'og:description', content: meta.description });
  add('meta', { property: 'og:image', content: meta.image });
  add('meta', { property: 'og:url', content: meta.url });
  add('meta', { name: 'twitter:card', content: 'summary_large_image' });
  add('link', { rel: 'canonical', href: meta.url });
  return () => {
    created.forEach((element) => element.remove());
    if (siteDescription && previousDescription !== null) siteDescription.setAttribute('content', previousDescription);
  };
}
