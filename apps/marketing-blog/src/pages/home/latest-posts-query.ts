import { ALL_BLOG_TYPE_IDS, type BlogListQuery } from '@echowatch/api-client';
import type { Language } from '@echowatch/contracts';

/** Three posts on the home page (docs/product-rules.md, R-HOME-2). */
export const HOME_POSTS = 3;

/**
 * The newest posts in a language, as the home page lists them. Apart from the list's component,
 * whose code comes only when it nears the screen, so the page's loader does not bring it along.
 */
export const latestPostsQuery = (language: Language): BlogListQuery => ({ size: HOME_POSTS, page: 0, blogTypeIds: ALL_BLOG_TYPE_IDS, language });
