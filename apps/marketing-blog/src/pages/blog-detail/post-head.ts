import type { PageHead } from '@echowatch/contracts';
import { canonicalPostUrl } from './canonical-post-url';
import type { ShownPost } from './use-blog-post';

/**
 * A post's head: its title, opening words, one address in its own language, its picture, and its
 * translations' addresses (docs/product-rules.md, R-BLOG-8).
 */
export function postHead({ post, description }: ShownPost, siteUrl: string): PageHead {
  const translations = (post.translations ?? []).map(({ language, slug }) => ({ language, href: canonicalPostUrl(siteUrl, slug, language) }));
  return {
    title: post.title,
    description,
    canonical: canonicalPostUrl(siteUrl, post.slug, post.language),
    language: post.language,
    type: 'article',
    ...(post.thumbnail ? { image: post.thumbnail, imageAlt: post.title } : {}),
    ...(translations.length > 0 ? { translations } : {}),
  };
}
