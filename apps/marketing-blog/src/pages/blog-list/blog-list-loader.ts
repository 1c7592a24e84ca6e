import type { Language, PageHeadData, SiteConfig } from '@echowatch/contracts';
import { pageLoader } from '@echowatch/remote-kit';
import { blogPostsCall } from '../blog-parts/use-blog-posts';
import { listQuery, readListState, type BlogListSetup } from './blog-list-state';

/**
 * A list page renders with the page of posts its address names (tab, page, keyword); an address
 * that names no list is no page. `headIn` names the list's head in a language (else the route's).
 */
export function blogListLoader(setupFor: (config: SiteConfig) => BlogListSetup, headIn?: (language: Language) => PageHeadData) {
  return pageLoader(async ({ api, config, language, params, url, take }) => {
    const setup = setupFor(config);
    const state = readListState(params['*'], new URL(url, 'http://site').searchParams, setup);
    if (!state) return 'not-found';
    await take(blogPostsCall(api, listQuery(setup, state, language)));
    return headIn?.(language);
  });
}
