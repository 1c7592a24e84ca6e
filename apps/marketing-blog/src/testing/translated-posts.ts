import { makePost, serveBlogDetail, serveBlogList } from './blog-fixtures';

// A Vietnamese post the editors also wrote in English, and one written in Vietnamese alone.
export const TRANSLATED = makePost(1, { slug: 'social-listening-la-gi', language: 'vi', translations: [{ language: 'en', slug: 'social-listening-basics' }] });
export const ENGLISH = makePost(2, {
  slug: 'social-listening-basics',
  language: 'en',
  title: 'Social listening basics',
  translations: [{ language: 'vi', slug: 'social-listening-la-gi' }],
});
export const VIETNAMESE_ONLY = makePost(5, { slug: 'chi-tieng-viet', language: 'vi' });

/** The blog service answering for these three posts (docs/product-rules.md, R-BLOG-7). */
export function serveTranslatedPosts(): void {
  const posts = [TRANSLATED, ENGLISH, VIETNAMESE_ONLY];
  serveBlogDetail(posts);
  serveBlogList(posts);
}
