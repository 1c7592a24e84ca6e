import type { PageHead } from '@echowatch/contracts';
import { canonicalPostUrl } from './canonical-post-url';
import type { ShownPost } from './use-blog-post';

/** A post's head: its title, opening words, one address in its own language, and its picture. */
export function postHead({ post, description }: ShownPost, siteUrl: string): PageHead {
  return {
    title: post.title,
    description,
    canonical: canonicalPostUrl(siteUrl, post.slug, post.language),
    language: post.language,
    type: 'article',
    ...(post.thumbnail ? { image: post.thumbnail, imageAlt: post.title } : {}),
  };
}
