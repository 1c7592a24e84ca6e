import { useEffect, useState } from 'react';
import type { BlogListQuery, BlogListResult } from '@echowatch/api-client';
import { useSiteApi } from '@echowatch/remote-kit';

export type BlogPostsLoad = { status: 'loading' } | { status: 'ready'; key: string; result: BlogListResult };

const EMPTY: BlogListResult = { items: [], total: 0 };

/**
 * Loads a page of posts; null loads nothing. A failed call is only logged (spec point 8) and reads
 * as an empty list. `key` names the query a ready result belongs to.
 */
export function useBlogPosts(query: BlogListQuery | null): BlogPostsLoad {
  const api = useSiteApi();
  const key = query ? JSON.stringify(query) : null;
  const [settled, setSettled] = useState<{ key: string; result: BlogListResult } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let active = true;
    api
      .getBlogs(JSON.parse(key) as BlogListQuery)
      .then((result) => {
        if (active) setSettled({ key, result });
      })
      .catch((error: unknown) => {
        console.error('The blog list could not be loaded', error);
        if (active) setSettled({ key, result: EMPTY });
      });
    return () => {
      active = false;
    };
  }, [api, key]);

  return settled && settled.key === key ? { status: 'ready', key, result: settled.result } : { status: 'loading' };
}
