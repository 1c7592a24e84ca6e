import type { Language, PageHeadData, SiteConfig } from '@echowatch/contracts';
import { pageLoader } from '@echowatch/remote-kit';
import { blogPostsCall } from '../blog-parts/use-blog-posts';
import { textsIn } from '../../i18n/texts';
import { categoryOf, listQuery, readListState, type BlogListSetup } from './blog-list-state';

/**
 * A list page renders with the page of posts its address names (tab, page, keyword); an address
 * that names no list is no page. A category is named in the head; otherwise `headIn` names the
 * list's head in a language (else the route's).
 */
export function blogListLoader(setupFor: (config: SiteConfig) => BlogListSetup, headIn?: (language: Language) => PageHeadData) {
  return pageLoader(async ({ api, config, language, params, url, take }) => {
    const setup = setupFor(config);
    const state = readListState(params['*'], new URL(url, 'http://site').searchParams, setup);
    if (!state) return 'not-found';
    await take(blogPostsCall(api, listQuery(setup, state, language)));
    const category = categoryOf(setup, state);
    if (!category) return headIn?.(language);
    const { t } = textsIn(language);
    return { title: t(`blog.categories.${category}`), description: t(`blog.category.description.${category}`, { brand: config.brand.name }) };
  });
}
