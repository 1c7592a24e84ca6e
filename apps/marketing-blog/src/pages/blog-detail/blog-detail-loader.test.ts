/** @jest-environment node */
import type { BlogPost } from '@echowatch/api-client';
import { testSiteConfig } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { ENGLISH, serveTranslatedPosts, TRANSLATED, VIETNAMESE_ONLY } from '../../testing/translated-posts';
import { loadBlogDetailPage } from './blog-detail-loader';

const SITE = 'http://localhost:8080';
beforeEach(serveTranslatedPosts);

const load = (post: BlogPost, url: string, language: 'vi' | 'en') =>
  loadBlogDetailPage({ url, params: { slug: post.slug }, language, config: testSiteConfig(), signal: new AbortController().signal });

// The server's loader: a document request (docs/product-rules.md, R-BLOG-8).
describe('the loader of a post that has a translation', () => {
  it('names its translation in its head, as the alternate in the other language', async () => {
    const { head } = await load(TRANSLATED, `/blog-detail/${TRANSLATED.slug}`, 'vi');
    expect(head).toMatchObject({
      canonical: `${SITE}/blog-detail/social-listening-la-gi?lng=vi`,
      translations: [{ language: 'en', href: `${SITE}/blog-detail/social-listening-basics?lng=en` }],
    });
    expect((await load(VIETNAMESE_ONLY, `/blog-detail/${VIETNAMESE_ONLY.slug}`, 'vi')).head).not.toHaveProperty('translations');
  });

  it('sends an address asking for the post in the other language to its translation', async () => {
    const switched = await load(TRANSLATED, `/blog-detail/${TRANSLATED.slug}?lng=en`, 'en');
    expect(switched.redirect).toBe('/blog-detail/social-listening-basics');
    // The same language, or a post with no translation: the post itself.
    expect((await load(TRANSLATED, `/blog-detail/${TRANSLATED.slug}?lng=vi`, 'vi')).redirect).toBeUndefined();
    expect((await load(VIETNAMESE_ONLY, `/blog-detail/${VIETNAMESE_ONLY.slug}?lng=en`, 'en')).redirect).toBeUndefined();
  });

  it('follows the language the address names, whatever the page was in before', async () => {
    // Back from a translation: the address names the post's own language while the page was in the other.
    expect((await load(ENGLISH, `/blog-detail/${ENGLISH.slug}?lng=en`, 'vi')).redirect).toBeUndefined();
  });

  it('keeps a post a link named when only a saved preference is of the other language', async () => {
    const kept = await load(TRANSLATED, `/blog-detail/${TRANSLATED.slug}`, 'en');
    expect(kept.redirect).toBeUndefined();
    expect(kept.head).toMatchObject({ language: 'vi' });
  });

});
