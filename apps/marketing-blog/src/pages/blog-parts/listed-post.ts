import type { BlogListResult, BlogPost } from '@echowatch/api-client';
import { plainExcerpt } from '@echowatch/remote-kit';

/** A post as a list shows it: everything but the body, which a card shows only as an excerpt. */
export type ListedPost = Omit<BlogPost, 'content'> & { excerpt: string };

export interface BlogListing {
  items: ListedPost[];
  total: number;
}

/**
 * A page of posts cut down to what its cards show. What the list loads travels in the server's
 * page to the browser; ten post bodies made the blog list's first answer several kilobytes longer
 * than the round trip a first connection can carry (about 14 KB).
 */
export function toListing(result: BlogListResult): BlogListing {
  return {
    total: result.total,
    items: result.items.map(({ content, ...post }) => ({ ...post, excerpt: plainExcerpt(content) })),
  };
}
