import { screen, within } from '@testing-library/react';
import { renderWithShell, testSiteConfig } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { ENGLISH, serveTranslatedPosts, TRANSLATED, VIETNAMESE_ONLY } from '../../testing/translated-posts';
import { BlogDetailPage } from './blog-detail-page';
import { loadBlogDetailPage } from './blog-detail-loader';

beforeEach(serveTranslatedPosts);

describe('a post across languages (docs/product-rules.md, R-BLOG-8)', () => {
  it('keeps the post when the address names the other language in the browser, where the switch itself opens the translation', async () => {
    await renderWithShell(<BlogDetailPage />, { route: `/blog-detail/${ENGLISH.slug}?lng=vi`, path: '/blog-detail/:slug', language: 'vi', routeTitle: 'Bài viết' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Social listening basics' })).toBeInTheDocument();
    const { redirect } = await loadBlogDetailPage({
      url: `/blog-detail/${ENGLISH.slug}?lng=vi`,
      params: { slug: ENGLISH.slug },
      language: 'vi',
      config: testSiteConfig(),
      signal: new AbortController().signal,
    });
    expect(redirect).toBeUndefined();
  });

  it('says, in the interface language, that the post is in another and links its translation', async () => {
    await renderWithShell(<BlogDetailPage />, { route: `/blog-detail/${TRANSLATED.slug}`, path: '/blog-detail/:slug', language: 'en', routeTitle: 'Article' });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('This article is written in Vietnamese. Read it in English');
    expect(within(note).getByRole('link', { name: 'Read it in English' })).toHaveAttribute('href', expect.stringMatching(/^\/blog-detail\/social-listening-basics(\?lng=en)?$/));
  });

  it('says a post with no translation is in its language only, and links the posts of the chosen one', async () => {
    await renderWithShell(<BlogDetailPage />, { route: `/blog-detail/${VIETNAMESE_ONLY.slug}`, path: '/blog-detail/:slug', language: 'en', routeTitle: 'Article' });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('This article is only available in Vietnamese. See the articles in English');
    expect(within(note).getByRole('link', { name: 'See the articles in English' })).toHaveAttribute('href', expect.stringMatching(/^\/discovery(\?lng=en)?$/));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(VIETNAMESE_ONLY.title);
  });

  it('says nothing of language when the post is in the interface language', async () => {
    await renderWithShell(<BlogDetailPage />, { route: `/blog-detail/${ENGLISH.slug}`, path: '/blog-detail/:slug', language: 'en', routeTitle: 'Article' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Social listening basics' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('speaks Vietnamese to a Vietnamese reader of an English post', async () => {
    await renderWithShell(<BlogDetailPage />, { route: `/blog-detail/${ENGLISH.slug}`, path: '/blog-detail/:slug', language: 'vi', routeTitle: 'Bài viết' });
    expect(await screen.findByRole('note')).toHaveTextContent('Bài viết này được viết bằng tiếng Anh. Đọc bản tiếng Việt');
  });
});
