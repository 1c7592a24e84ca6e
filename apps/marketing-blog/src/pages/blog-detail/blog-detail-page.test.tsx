import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BlogPost } from '@echowatch/api-client';
import type { PageDataEntry } from '@echowatch/contracts';
import { apiServer, renderWithShell, TEST_BLOG, testSiteConfig } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { makePost, serveBlogDetail, serveBlogList } from '../../testing/blog-fixtures';
import { BlogDetailPage } from './blog-detail-page';
import { loadBlogDetailPage } from './blog-detail-loader';

const SITE = 'http://localhost:8080';
const REPORT = makePost(4, {
  slug: 'bao-cao-nganh-ngan-hang',
  title: 'Báo cáo thảo luận ngành ngân hàng quý III/2025',
  content: '<p><strong>Hơn 2,1 triệu đề cập.</strong></p><h2>Những điểm chính</h2><ul><li>Ngân hàng số</li></ul>',
});
const OTHERS = [3, 7, 8, 11, 12].map((id) => makePost(id));

function open(slug: string, language: 'vi' | 'en' = 'vi') {
  const routeTitle = language === 'vi' ? 'Bài viết' : 'Article';
  return renderWithShell(<BlogDetailPage />, { route: `/blog-detail/${slug}`, path: '/blog-detail/:slug', language, routeTitle });
}

const headContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('BlogDetailPage', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>EchoWatch</title><meta name="description" content="EchoWatch – social listening">';
  });

  it('shows type, time, title, content, the report download and share links', async () => {
    serveBlogDetail([REPORT]);
    serveBlogList([REPORT, ...OTHERS]);
    await open('bao-cao-nganh-ngan-hang');
    const article = await screen.findByRole('article', { name: REPORT.title });
    expect(within(article).getByRole('heading', { level: 1, name: REPORT.title })).toBeInTheDocument();
    expect(within(article).getAllByText('Báo cáo ngành')[0]).toBeInTheDocument();
    // The day it was published, as Vietnamese writes a date.
    expect(within(article).getByText('03/11/2025')).toHaveAttribute('datetime', REPORT.created_at);
    expect(within(article).getByRole('heading', { level: 2, name: 'Những điểm chính' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Tải báo cáo (PDF)' })).toHaveAttribute('href', REPORT.report_file);
    const canonical = `${SITE}/blog-detail/bao-cao-nganh-ngan-hang?lng=vi`;
    expect(within(article).getByRole('link', { name: 'Facebook (mở trong cửa sổ mới)' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`,
    );
    expect(within(article).getByRole('link', { name: 'LinkedIn (mở trong cửa sổ mới)' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical)}`,
    );
  });

  it('opens in the page’s band with the trail Home › Blog › the post’s category › the post', async () => {
    serveBlogDetail([REPORT]);
    serveBlogList([REPORT, ...OTHERS]);
    await open('bao-cao-nganh-ngan-hang');
    const title = await screen.findByRole('heading', { level: 1, name: REPORT.title });
    expect(title).toHaveClass('document');
    expect(title.closest('.soft')).not.toBeNull();
    const trail = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(title.closest('.soft')).toContainElement(trail);
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Trang chủ',
      'Blog',
      'Góc chuyên gia',
      REPORT.title,
    ]);
    expect(within(trail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/discovery',
      '/discovery/goc-chuyen-gia',
    ]);
    // The post's title keeps the language it is written in.
    const current = within(trail).getByText(REPORT.title);
    expect(current).toHaveAttribute('lang', REPORT.language);
    expect(current.parentElement).toHaveAttribute('aria-current', 'page');
  });

  it('loads a post before the page renders, with its sanitised body and related posts, and sends it on in the page state without the body', async () => {
    serveBlogDetail([REPORT]);
    serveBlogList([REPORT, ...OTHERS]);
    const request = { url: `/blog-detail/${REPORT.slug}`, params: { slug: REPORT.slug }, language: 'vi' as const, config: testSiteConfig() };
    const { data, complete, head } = await loadBlogDetailPage({ ...request, signal: new AbortController().signal });
    expect(complete).toBe(true);
    // The served document's head, from the very result the article renders.
    expect(head).toEqual({
      title: REPORT.title,
      description: 'Hơn 2,1 triệu đề cập. Những điểm chính. Ngân hàng số',
      canonical: `${SITE}/blog-detail/${REPORT.slug}?lng=${REPORT.language}`,
      language: REPORT.language,
      type: 'article',
      image: REPORT.thumbnail,
      imageAlt: REPORT.title,
    });
    // The post, and the list of related posts its kind names: one call each.
    expect(Object.keys(data)).toEqual([`blog:${REPORT.slug}`, expect.stringMatching(/^blogs:/)]);
    const loaded = data[`blog:${REPORT.slug}`]!;
    if (!loaded.ok) throw new Error('the post did not load');
    const shown = loaded.value as { body: string; description: string };
    expect(shown.body).toBe(REPORT.content);
    expect(shown.description).toBe('Hơn 2,1 triệu đề cập. Những điểm chính. Ngân hàng số');
    // What the page state carries: neither the post's HTML nor its sanitised body.
    const inState = JSON.parse(JSON.stringify(shown)) as { post: BlogPost; body: string | null };
    expect(inState.body).toBeNull();
    expect(inState.post.content).toBe('');
    expect(JSON.stringify(shown)).not.toContain('Ngân hàng số</li>');

    // Started from that state (as when hydrating), the page renders the post around a body it does not draw.
    const entry: PageDataEntry = { ok: true, value: inState };
    await renderWithShell(<BlogDetailPage />, {
      route: `/blog-detail/${REPORT.slug}`,
      path: '/blog-detail/:slug',
      pageData: { read: (key) => (key === `blog:${REPORT.slug}` ? entry : undefined) },
    });
    expect(screen.getByRole('heading', { level: 1, name: REPORT.title })).toBeInTheDocument();
    await waitFor(() => expect(headContent('meta[name="description"]')).toBe(shown.description));
  });

  it('describes the post for search engines as a BlogPosting at its canonical address', async () => {
    serveBlogDetail([REPORT]);
    serveBlogList([REPORT, ...OTHERS]);
    const { container } = await open('bao-cao-nganh-ngan-hang');
    await screen.findByRole('article', { name: REPORT.title });
    const described = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    const canonical = `${SITE}/blog-detail/bao-cao-nganh-ngan-hang?lng=vi`;
    expect(described).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: REPORT.title,
      image: REPORT.thumbnail,
      datePublished: REPORT.created_at,
      inLanguage: 'vi',
      mainEntityOfPage: canonical,
      publisher: { '@type': 'Organization', name: 'EchoWatch', url: SITE },
    });
    expect(described.description).toEqual(expect.stringContaining('Hơn 2,1 triệu đề cập.'));
  });

  it('fills the head with the post’s social tags and canonical link, and clears them on leaving', async () => {
    serveBlogDetail([REPORT]);
    serveBlogList([REPORT, ...OTHERS]);
    const { unmount } = await open('bao-cao-nganh-ngan-hang', 'en');
    await screen.findByRole('heading', { level: 1, name: REPORT.title });
    await waitFor(() => expect(headContent('meta[property="og:title"]')).toBe(REPORT.title));
    expect(headContent('meta[name="description"]')).toBe('Hơn 2,1 triệu đề cập. Những điểm chính. Ngân hàng số');
    expect(headContent('meta[property="og:description"]')).toBe(headContent('meta[name="description"]'));
    expect(headContent('meta[property="og:image"]')).toBe(REPORT.thumbnail);
    expect(headContent('meta[property="og:type"]')).toBe('article');
    expect(headContent('meta[property="og:url"]')).toBe(`${SITE}/blog-detail/bao-cao-nganh-ngan-hang?lng=vi`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/blog-detail/bao-cao-nganh-ngan-hang?lng=vi`);
    unmount();
    expect(document.head.querySelector('meta[property="og:title"], link[rel="canonical"]')).toBeNull();
    expect(headContent('meta[name="description"]')).toBe('EchoWatch – social listening');
  });

  it('names the document after the post once it is here, the route until then and after leaving', async () => {
    serveBlogDetail([REPORT]);
    serveBlogList([REPORT, ...OTHERS]);
    const { unmount } = await open('bao-cao-nganh-ngan-hang', 'en');
    expect(document.title).toBe('Article | EchoWatch');
    await screen.findByRole('heading', { level: 1, name: REPORT.title });
    expect(document.title).toBe(`${REPORT.title} | EchoWatch`);
    unmount();
    expect(document.title).toBe('Article | EchoWatch');
  });

  it('leaves the route’s title on an unknown post', async () => {
    serveBlogDetail([REPORT]);
    await open('khong-ton-tai');
    await screen.findByRole('heading', { level: 1, name: 'Nội dung không tồn tại' });
    expect(document.title).toBe('Bài viết | EchoWatch');
  });

  it('writes the publication day as English writes a date, with no time of day', async () => {
    serveBlogDetail([REPORT]);
    serveBlogList([REPORT, ...OTHERS]);
    await open('bao-cao-nganh-ngan-hang', 'en');
    const article = await screen.findByRole('article', { name: REPORT.title });
    expect(within(article).getByText('November 3, 2025')).toHaveAttribute('datetime', REPORT.created_at);
  });

  it('relates three posts of the same kind in the post’s language, leaving the post out', async () => {
    serveBlogDetail([REPORT]);
    const calls = serveBlogList([REPORT, ...OTHERS]);
    await open('bao-cao-nganh-ngan-hang');
    const related = await screen.findByRole('region', { name: 'Bài viết liên quan' });
    expect(within(related).getAllByRole('article')).toHaveLength(3);
    expect(within(related).queryByText(REPORT.title)).not.toBeInTheDocument();
    expect(calls).toEqual([{ page: 0, size: 3, types: '3,4', language: 'vi', keyword: null, excluded: '4' }]);
  });

  it('runs nothing from a post whose HTML carries a script, a handler or a javascript: link', async () => {
    const unsafe = makePost(2, {
      slug: 'ma-nhung',
      content:
        "<p>Đoạn mã dán vào.</p><script>window.__echowatchInjected = 'script'</script>" +
        '<img src="/missing.gif" alt="Điểm đo" onerror="window.__echowatchInjected = \'onerror\'">' +
        '<a href="javascript:window.__echowatchInjected = \'link\'">Mở bảng đo lường</a>',
    });
    serveBlogDetail([unsafe]);
    serveBlogList([unsafe, ...OTHERS]);
    const { container, user } = await open('ma-nhung');
    await screen.findByText('Đoạn mã dán vào.');
    container.querySelector('img[alt="Điểm đo"]')?.dispatchEvent(new Event('error'));
    await user.click(screen.getByText('Mở bảng đo lường'));
    expect((window as { __echowatchInjected?: string }).__echowatchInjected).toBeUndefined();
    // The page's only script element is its structured data (JSON, never run); the post's own is gone.
    expect([...container.querySelectorAll('script')].map((script) => script.type)).toEqual(['application/ld+json']);
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Mở bảng đo lường')).not.toHaveAttribute('href');
  });

  it('finds before the page renders that a slug the blog service does not know is no page', async () => {
    serveBlogDetail([REPORT]);
    const request = { url: '/blog-detail/khong-ton-tai', params: { slug: 'khong-ton-tai' }, language: 'vi' as const, config: testSiteConfig() };
    await expect(loadBlogDetailPage({ ...request, signal: new AbortController().signal })).resolves.toMatchObject({ head: 'not-found', complete: true });
  });

  it('keeps the head of a post whose related posts could not be fetched (the page retries them)', async () => {
    serveBlogDetail([REPORT]);
    apiServer.use(http.get(`${TEST_BLOG}/blogs`, () => HttpResponse.error()));
    const request = { url: `/blog-detail/${REPORT.slug}`, params: { slug: REPORT.slug }, language: 'vi' as const, config: testSiteConfig() };
    const loaded = await loadBlogDetailPage({ ...request, signal: new AbortController().signal });
    expect(loaded).toMatchObject({ complete: false, head: { title: REPORT.title } });
  });

  it('shows the not-found screen for an unknown or unpublished slug', async () => {
    serveBlogDetail([REPORT]);
    await open('khong-ton-tai');
    const title = await screen.findByRole('heading', { level: 1, name: 'Nội dung không tồn tại' });
    // The site's not-found screen: the message as the page's title in the soft band.
    expect(title).toHaveClass('document');
    expect(title.closest('.soft')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Quay về Trang chủ' })).toHaveAttribute('href', '/');
  });

  it('shows the English not-found screen', async () => {
    serveBlogDetail([]);
    await open('missing', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Content does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home page' })).toBeInTheDocument();
  });

  it('offers a retry when the blog service cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let reachable = false;
    apiServer.use(
      http.get(`${TEST_BLOG}/blogs/:slug`, () =>
        reachable ? HttpResponse.json({ code: 0, message: 'success', data: REPORT }) : HttpResponse.error(),
      ),
    );
    serveBlogList([REPORT, ...OTHERS]);
    const { user } = await open('bao-cao-nganh-ngan-hang', 'en');
    expect(
      await screen.findByRole('heading', { name: 'The article could not be loaded. Please check your connection and try again.' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: REPORT.title })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('tells a server error of the blog service as a failure with a retry, not as missing content', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiServer.use(
      http.get(`${TEST_BLOG}/blogs/:slug`, () =>
        HttpResponse.json({ code: 500, message: 'Internal error', data: null }, { status: 500 }),
      ),
    );
    serveBlogList([REPORT, ...OTHERS]);
    await open('bao-cao-nganh-ngan-hang', 'en');
    // GETs are tried again on server errors before the page gives up.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The article could not be loaded. Please check your connection and try again.' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Content does not exist')).toBeNull();
    jest.restoreAllMocks();
  });
});
