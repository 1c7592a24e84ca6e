/** @jest-environment node */
import type { ComponentType } from 'react';
import { BLOG_NOT_FOUND } from '@echowatch/api-client';
import type { Language, PageDataEntry, PageHeadStatement, PageTitleSink, RemotePageModule, RemotePageProps } from '@echowatch/contracts';
import { plainExcerpt, plainText, SiteConfigProvider } from '@echowatch/remote-kit';
import { renderOnServer, testSiteConfig, describeOnServerInEachLanguage } from '@echowatch/test-utils';
import { BlogArticle } from '../pages/blog-detail/blog-article';
import { sanitizeBlogHtml } from '../pages/blog-detail/sanitize-blog-html';
import { BlogCardList } from '../pages/blog-parts/blog-card';
import { toListing } from '../pages/blog-parts/listed-post';
import { makePost, serveBlogList } from '../testing/blog-fixtures';

// The shell's server renders each exposed Page in Node, with no DOM at all, once the page's texts
// are in (`prepare`); these do the same.
type PageModule = { Page: ComponentType<RemotePageProps>; prepare: (language: Language) => Promise<void> };
type Expected = Record<Language, string>;

const config = testSiteConfig();

/** routeTitle, route pattern, URL (as the server sees it: never a hash), the h1 (or status) shown, module. */
const PAGES: Array<[string, string, string, Expected, () => Promise<PageModule>]> = [
  ['home', '/', '/', { vi: 'Lắng nghe mạng xã hội và giám sát danh tiếng', en: 'Social listening and online reputation monitoring' }, () => import('./home-page')],
  ['blog', '/discovery/*', '/discovery?page=2', { vi: 'Khám phá kiến thức social listening', en: 'Discover social listening know-how' }, () => import('./blog-list-page')],
  // The post loads in an effect, so the server shows its loading state.
  ['blogDetail', '/blog-detail/:slug', '/blog-detail/bai-viet-1', { vi: 'Đang tải bài viết…', en: 'Loading the article…' }, () => import('./blog-detail-page')],
  ['solution', '/solutions/:slug', '/solutions/customer-care', { vi: 'Chăm sóc khách hàng', en: 'Customer care' }, () => import('./solution-page')],
  ['feature', '/features/:slug', '/features/data-analysis', { vi: 'Phân tích dữ liệu', en: 'Analyze data' }, () => import('./feature-page')],
  ['insight', `${config.routes.insight}/*`, config.routes.insight, { vi: 'Báo cáo chuyên sâu', en: 'Insight reports' }, () => import('./insight-page')],
  ['terms', '/terms-of-use', '/terms-of-use', { vi: 'Điều khoản sử dụng', en: 'Terms of Use' }, () => import('./terms-page')],
  ['privacy', '/privacy-policy', '/privacy-policy?from=app', { vi: 'Chính sách bảo mật', en: 'Privacy Policy' }, () => import('./privacy-page')],
  ['unsubscribe', '/unsubscribe-newsletter', '/unsubscribe-newsletter?email=a%40b.vn', { vi: 'Yêu cầu ngừng nhận', en: 'Request to Stop Receiving' }, () => import('./unsubscribe-page')],
  ['faqs', '/faqs/*', '/faqs/detail', { vi: 'Câu hỏi thường gặp', en: "Product's FAQs" }, () => import('./faq-page')],
];

/** A title sink as the shell's server hands it to a page: it records what the page states while rendering. */
function titleRecorder(): { sink: PageTitleSink; stated: Array<string | null>; heads: PageHeadStatement[] } {
  const stated: Array<string | null> = [];
  const heads: PageHeadStatement[] = [];
  return { sink: { duringRender: true, state: (title) => void stated.push(title), head: (statement) => void heads.push(statement) }, stated, heads };
}

/** The text of the page's h1, or of its status line while it loads. */
function headline(html: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html) ?? /<[a-z]+\b[^>]*role="status"[^>]*>([\s\S]*?)<\/[a-z]+>/.exec(html);
  return plainText(match?.[1] ?? '');
}

describeOnServerInEachLanguage((language) => {

  it.each(PAGES)('renders the exposed %s page on the server', async (routeTitle, path, url, expected, load) => {
    const { Page, prepare } = await load();
    await prepare(language);
    const html = await renderOnServer(<Page config={config} routeTitle={routeTitle} />, { url, path });
    expect(headline(html)).toContain(expected[language]);
  });

  it.each([
    ['/solutions/:slug', '/solutions/customer-care', { vi: 'Chăm sóc khách hàng', en: 'Customer care' }, () => import('./solution-page')],
    ['/features/:slug', '/features/data-analysis', { vi: 'Phân tích dữ liệu', en: 'Data analysis' }, () => import('./feature-page')],
    [`${config.routes.insight}/*`, config.routes.insight, { vi: 'Báo cáo chuyên sâu', en: 'Insight reports' }, () => import('./insight-page')],
  ] as Array<[string, string, Expected, () => Promise<PageModule>]>)(
    'states the document title of %s while rendering, for the served head',
    async (path, url, expected, load) => {
      const { Page, prepare } = await load();
      await prepare(language);
      const { sink, stated } = titleRecorder();
      await renderOnServer(<Page config={config} routeTitle="" pageTitle={sink} />, { url, path });
      expect(stated.at(-1)).toBe(expected[language]);
    },
  );

  it.each([
    ['/solutions/customer-care', { slug: 'customer-care' }, { vi: 'Chăm sóc khách hàng', en: 'Customer care' }, () => import('./solution-page')],
    ['/features/data-analysis', { slug: 'data-analysis' }, { vi: 'Phân tích dữ liệu', en: 'Data analysis' }, () => import('./feature-page')],
    [config.routes.insight, { '*': '' }, { vi: 'Báo cáo chuyên sâu', en: 'Insight reports' }, () => import('./insight-page')],
    ['/faqs/common-faqs', { '*': 'common-faqs' }, { vi: 'Câu hỏi phổ biến – Câu hỏi thường gặp về sản phẩm', en: "Common questions – Product's FAQs" }, () => import('./faq-page')],
    ['/faqs/detail', { '*': 'detail' }, { vi: 'Tất cả chủ đề – Câu hỏi thường gặp về sản phẩm', en: "All topics – Product's FAQs" }, () => import('./faq-page')],
    // A category of the blog, in English too, where no tab bar names it.
    ['/discovery/kien-thuc-marketing', { '*': 'kien-thuc-marketing' }, { vi: 'Kiến thức marketing', en: 'Marketing knowledge' }, () => import('./blog-list-page')],
    ['/discovery/goc-chuyen-gia', { '*': 'goc-chuyen-gia' }, { vi: 'Góc chuyên gia', en: 'Expert hub' }, () => import('./blog-list-page')],
  ] as Array<[string, Record<string, string>, Expected, () => Promise<PageModule & { load: NonNullable<RemotePageModule['load']> }>]>)(
    'names the served head of %s from its loader, with a description of its own',
    async (url, params, expected, load) => {
      serveBlogList([]);
      const module = await load();
      await module.prepare(language);
      const { head } = await module.load({ url, params, language, config, signal: new AbortController().signal });
      expect(head).toMatchObject({ title: expected[language], description: expect.stringMatching(/\S{3}/) });
    },
  );

  it('finds before rendering that an address under a list names no list, or a slug no product', async () => {
    const insight = await import('./insight-page');
    const solution = await import('./solution-page');
    const signal = new AbortController().signal;
    await insight.prepare(language);
    const unknownList = await insight.load({ url: `${config.routes.insight}/no-such-tab`, params: { '*': 'no-such-tab' }, language, config, signal });
    expect(unknownList.head).toBe('not-found');
    const unknownSlug = await solution.load({ url: '/solutions/unknown', params: { slug: 'unknown' }, language, config, signal });
    expect(unknownSlug.head).toBe('not-found');
  });

  it('states a post’s title while rendering it with the data the server fetched', async () => {
    const post = makePost(1, { title: 'Lắng nghe mạng xã hội là gì?' });
    const { Page, prepare } = await import('./blog-detail-page');
    await prepare(language);
    const { sink, stated } = titleRecorder();
    const shown = { post, description: '', body: '<p>Bài viết</p>' };
    const pageData = { read: (key: string) => (key === 'blog:bai-viet-1' ? { ok: true as const, value: shown } : undefined) };
    await renderOnServer(<Page config={config} routeTitle="" pageData={pageData} pageTitle={sink} />, {
      url: '/blog-detail/bai-viet-1',
      path: '/blog-detail/:slug',
    });
    expect(stated.at(-1)).toBe('Lắng nghe mạng xã hội là gì?');
  });

  describe('the head a post page states in the browser, from the one result it renders', () => {
    const renderWith = async (entry: PageDataEntry | undefined) => {
      const { Page, prepare } = await import('./blog-detail-page');
      await prepare(language);
      const { sink, heads } = titleRecorder();
      const pageData = { read: (key: string) => (key === 'blog:bai-viet-1' ? entry : undefined) };
      const html = await renderOnServer(<Page config={config} routeTitle="" pageData={pageData} pageTitle={sink} />, {
        url: '/blog-detail/bai-viet-1',
        path: '/blog-detail/:slug',
      });
      return { html, head: heads.at(-1) };
    };

    it('a found post: its title, description, canonical address, language and picture', async () => {
      const post = makePost(1, { title: 'Lắng nghe mạng xã hội là gì?', language: 'en' });
      const { head } = await renderWith({ ok: true, value: { post, description: 'Tóm tắt.', body: '<p>Bài viết</p>' } });
      expect(head).toEqual({
        title: 'Lắng nghe mạng xã hội là gì?',
        description: 'Tóm tắt.',
        canonical: `${config.brand.siteUrl.replace(/\/+$/, '')}/blog-detail/${post.slug}?lng=en`,
        language: 'en',
        type: 'article',
        image: post.thumbnail,
        imageAlt: 'Lắng nghe mạng xã hội là gì?',
      });
    });

    it('a post the blog service does not know: not found', async () => {
      const { head } = await renderWith({ ok: false, code: BLOG_NOT_FOUND, message: 'Blog not found' });
      expect(head).toBe('not-found');
    });

    it('no answer yet (the service failed or was slow): the route’s head, and the page still renders', async () => {
      const { head, html } = await renderWith(undefined);
      expect(head).toBeNull();
      expect(headline(html)).toContain(language === 'vi' ? 'Đang tải bài viết…' : 'Loading the article…');
    });
  });

  it('renders a loaded post and its cards with the same sanitiser and excerpt as the browser', async () => {
    const post = makePost(1, {
      content: '<p><strong>Tóm tắt.</strong> Theo d&otilde;i.</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)"><h2>Mục một</h2>',
    });
    const { prepare } = await import('./blog-detail-page');
    await prepare(language);
    const html = await renderOnServer(
      <SiteConfigProvider config={config}>
        <BlogArticle post={post} body={sanitizeBlogHtml(post.content)} shareUrl="https://echowatch.vn/blog-detail/bai-viet-1" />
        <BlogCardList posts={toListing({ items: [post], total: 1 }).items} />
      </SiteConfigProvider>,
      { url: '/blog-detail/bai-viet-1' },
    );
    expect(html).toContain('<p><strong>Tóm tắt.</strong> Theo d&otilde;i.</p><img src="/x.png"><h2>Mục một</h2>');
    expect(html).not.toMatch(/<script|onerror/);
    expect(html).toContain(plainExcerpt(post.content));
    expect(plainExcerpt(post.content)).toBe('Tóm tắt. Theo dõi. Mục một');
  });
});
