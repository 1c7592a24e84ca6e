import type { PageHead } from '@echowatch/contracts';
import type { StructuredDescription } from '@echowatch/remote-kit';
import type { BlogPost } from '@echowatch/api-client';

/** A post as schema.org's `BlogPosting`, published by the brand, at the address its head names. */
export function postStructuredData(post: BlogPost, head: PageHead, brand: { name: string; siteUrl: string }): StructuredDescription {
  const publisher = { '@type': 'Organization', name: brand.name, url: brand.siteUrl };
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    ...(head.description ? { description: head.description } : {}),
    ...(post.thumbnail ? { image: post.thumbnail } : {}),
    datePublished: post.created_at,
    inLanguage: post.language,
    url: head.canonical,
    mainEntityOfPage: head.canonical,
    author: publisher,
    publisher,
  };
}
