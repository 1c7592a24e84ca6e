import { http, HttpResponse } from 'msw';
import { apiServer, TEST_BLOG } from '@echowatch/test-utils';
import { makePost, serveBlogList } from './blog-fixtures';

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
  apiServer.use(
    http.get(`${TEST_BLOG}/blogs/:slug`, ({ params }) => {
      const post = posts.find((item) => item.slug === params.slug);
      return post
        ? HttpResponse.json({ code: 0, message: 'success', data: post })
        : HttpResponse.json({ code: 404, message: 'Blog not found', data: null }, { status: 404 });
    }),
  );
  serveBlogList(posts);
}
