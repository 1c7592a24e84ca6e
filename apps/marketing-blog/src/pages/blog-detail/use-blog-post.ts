import { useEffect, useState } from 'react';
import { isApiError, type BlogPost } from '@echowatch/api-client';
import { useSiteApi } from '@echowatch/remote-kit';

export type BlogPostLoad =
  | { status: 'loading' }
  | { status: 'found'; post: BlogPost }
  | { status: 'missing' }
  | { status: 'failed' };

type Settled = Exclude<BlogPostLoad, { status: 'loading' }> & { key: string };

/**
 * Loads a post by slug. The service refusing it (unknown or unpublished) means missing; a call that
 * never got an answer is a failure the reader can retry (`attempt` changes to retry).
 */
export function useBlogPost(slug: string, attempt: number): BlogPostLoad {
  const api = useSiteApi();
  const key = `${attempt}:${slug}`;
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    let active = true;
    api
      .getBlogDetail(slug)
      .then((post) => {
        if (active) setSettled({ key, status: 'found', post });
      })
      .catch((error: unknown) => {
        const missing = isApiError(error);
        if (!missing) console.error('The blog post could not be loaded', error);
        if (active) setSettled({ key, status: missing ? 'missing' : 'failed' });
      });
    return () => {
      active = false;
    };
  }, [api, slug, key]);

  if (!settled || settled.key !== key) return { status: 'loading' };
  const { key: _key, ...load } = settled;
  return load;
}
