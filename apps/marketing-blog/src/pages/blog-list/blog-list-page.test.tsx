import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiServer, renderWithShell, TEST_BLOG } from '@echowatch/test-utils';
import { switchLanguage } from '@echowatch/remote-kit';
import '../../testing/all-texts';
import { LocationProbe, makePost, serveBlogList } from '../../testing/blog-fixtures';
import { installFormDataFromForms } from '../../testing/form-data-from-forms';
import { BlogListPage } from './blog-list-page';

installFormDataFromForms();

const VI_POSTS = Array.from({ length: 25 }, (_, index) => makePost(index + 1));
const EN_POSTS = Array.from({ length: 12 }, (_, index) =>
  makePost(100 + index, { language: 'en', title: `English article ${100 + index}`, slug: `english-${100 + index}` }),
);

function open(route: string, language: 'vi' | 'en' = 'vi', served = false) {
  return renderWithShell(
    <>
      <BlogListPage />
      <LocationProbe />
    </>,
    // A served page whose list the server did not get in time: the browser loads it.
    { route, path: '/discovery/*', language, pageData: served ? { read: () => undefined } : undefined },
  );
}

const location = () => screen.getByTestId('location').textContent;
const cards = () => within(screen.getByRole('region', { name: /Bài viết|Articles|Kết quả|Results/ })).queryAllByRole('article');

describe('BlogListPage', () => {
  it('lists page 1 of every type in Vietnamese with tabs, ten cards and a pager', async () => {
    const calls = serveBlogList([...VI_POSTS, ...EN_POSTS]);
    await open('/discovery');
    expect(screen.getByRole('heading', { level: 1, name: 'Khám phá kiến thức social listening' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải bài viết…');
    expect(await screen.findByText('25 bài viết')).toBeInTheDocument();
    expect(calls).toEqual([{ page: 0, size: 10, types: '1,2,3,4', language: 'vi', keyword: null, excluded: null }]);
    expect(screen.getByRole('tab', { name: 'Tất cả' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', screen.getByRole('tab', { name: 'Tất cả' }).id);
    expect(cards()).toHaveLength(10);
    const first = cards()[0]!;
    expect(within(first).getByText('Kiến thức marketing')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 3, name: VI_POSTS[0]!.title })).toBeInTheDocument();
    expect(within(first).getByText(/Tóm tắt bài 1\./)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: `Đọc tiếp: ${VI_POSTS[0]!.title}` })).toHaveAttribute(
      'href',
      '/blog-detail/bai-viet-1',
    );
    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(within(pager).getByRole('link', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Trang 3' })).toHaveAttribute('href', '/discovery?page=3');
    // The blog itself is a page of the menu: no trail above its title.
    expect(screen.queryByRole('navigation', { name: 'Đường dẫn' })).not.toBeInTheDocument();
  });

  it('puts a category page under the blog: Home › Blog › the category, above the title', async () => {
    serveBlogList([...VI_POSTS, ...EN_POSTS]);
    await open('/discovery/cam-nang-giai-phap');
    const trail = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Trang chủ', 'Blog', 'Cẩm nang giải pháp']);
    expect(within(trail).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/discovery');
    expect(within(trail).getByText('Cẩm nang giải pháp')).toHaveAttribute('aria-current', 'page');
    expect(trail.nextElementSibling).toBe(screen.getByRole('heading', { level: 1 }));
    await screen.findByText(/bài viết$/);
  });

  it('moves between pages through the URL, calling with the 0-based page', async () => {
    const calls = serveBlogList(VI_POSTS);
    const { user } = await open('/discovery');
    await screen.findByText('25 bài viết');
    await user.click(within(screen.getByRole('navigation', { name: 'Phân trang' })).getByRole('link', { name: 'Trang sau' }));
    expect(location()).toBe('/discovery?page=2');
    await waitFor(() => expect(calls.at(-1)?.page).toBe(1));
    await waitFor(() => expect(cards()[0]).toHaveTextContent(VI_POSTS[10]!.title));
  });

  it('a tab changes the path suffix, resets the page to 1 and clears the keyword', async () => {
    const calls = serveBlogList(VI_POSTS);
    const { user } = await open('/discovery?page=2&keyword=B%C3%A0i');
    await screen.findByText('25 bài viết');
    expect(screen.getByRole('searchbox', { name: 'Tìm bài viết' })).toHaveValue('Bài');
    await user.click(screen.getByRole('tab', { name: 'Cẩm nang giải pháp' }));
    expect(location()).toBe('/discovery/cam-nang-giai-phap');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 0, types: '2', keyword: null }));
    expect(screen.getByRole('tab', { name: 'Cẩm nang giải pháp' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Tìm bài viết' })).toHaveValue('');
  });

  it('the expert hub tab asks for both of its type ids; arrow keys move and choose', async () => {
    const calls = serveBlogList(VI_POSTS);
    const { user } = await open('/discovery/cam-nang-giai-phap');
    await screen.findByText(/bài viết$/);
    screen.getByRole('tab', { name: 'Cẩm nang giải pháp' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Góc chuyên gia' })).toHaveFocus();
    expect(location()).toBe('/discovery/goc-chuyen-gia');
    await waitFor(() => expect(calls.at(-1)?.types).toBe('3,4'));
    await user.keyboard('{Home}');
    expect(location()).toBe('/discovery');
    await user.keyboard('{ArrowLeft}');
    expect(location()).toBe('/discovery/goc-chuyen-gia');
  });

  it('searches with the button and with Enter, from page 1 of the same tab', async () => {
    const calls = serveBlogList(VI_POSTS);
    const { user } = await open('/discovery/kien-thuc-marketing?page=2');
    await screen.findByText(/bài viết$/);
    const box = screen.getByRole('searchbox', { name: 'Tìm bài viết' });
    await user.type(box, 'số 1');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(location()).toBe('/discovery/kien-thuc-marketing?keyword=s%E1%BB%91+1');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 0, types: '1', keyword: 'số 1' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kết quả cho “số 1”' })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'không có gì{Enter}');
    expect(location()).toBe('/discovery/kien-thuc-marketing?keyword=kh%C3%B4ng+c%C3%B3+g%C3%AC');
    expect(await screen.findByText('Không tìm thấy bài viết nào cho “không có gì”. Hãy thử một từ khóa khác.')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Phân trang' })).not.toBeInTheDocument();
  });

  it('back and forward restore the list state from the URL', async () => {
    const calls = serveBlogList(VI_POSTS);
    const { user } = await open('/discovery');
    await screen.findByText('25 bài viết');
    await user.click(screen.getByRole('tab', { name: 'Góc chuyên gia' }));
    await user.type(screen.getByRole('searchbox', { name: 'Tìm bài viết' }), 'Bài{Enter}');
    expect(location()).toBe('/discovery/goc-chuyen-gia?keyword=B%C3%A0i');

    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(location()).toBe('/discovery/goc-chuyen-gia');
    expect(screen.getByRole('searchbox', { name: 'Tìm bài viết' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(location()).toBe('/discovery');
    expect(screen.getByRole('tab', { name: 'Tất cả' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ types: '1,2,3,4', keyword: null }));

    await user.click(screen.getByRole('button', { name: 'history forward' }));
    await user.click(screen.getByRole('button', { name: 'history forward' }));
    expect(screen.getByRole('tab', { name: 'Góc chuyên gia' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Tìm bài viết' })).toHaveValue('Bài');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ types: '3,4', keyword: 'Bài' }));
  });

  it('sends a page past the end of a non-empty list back to page 1', async () => {
    const calls = serveBlogList(VI_POSTS);
    await open('/discovery?page=9');
    await waitFor(() => expect(location()).toBe('/discovery'));
    expect(calls[0]).toMatchObject({ page: 8 });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 0 }));
    expect(await screen.findByText('25 bài viết')).toBeInTheDocument();
  });

  it('has no tabs in English and lists every type together', async () => {
    const calls = serveBlogList([...VI_POSTS, ...EN_POSTS]);
    await open('/discovery', 'en');
    expect(await screen.findByText('12 articles')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Category:/)).not.toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ types: '1,2,3,4', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Discover social listening know-how' })).toBeInTheDocument();
  });

  it('keeps a category address to its category in English, names it, and links to every article', async () => {
    const calls = serveBlogList([...VI_POSTS, ...EN_POSTS]);
    const { user } = await open('/discovery/cam-nang-giai-phap', 'en');
    expect(await screen.findByText('Category: Solution handbook')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ types: '2', language: 'en' });
    await user.click(screen.getByRole('link', { name: 'See all articles' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ types: '1,2,3,4', language: 'en' }));
    expect(screen.queryByText(/^Category:/)).not.toBeInTheDocument();
  });

  it('follows a language change: Vietnamese tabs give way to the English list, keeping the category', async () => {
    const calls = serveBlogList([...VI_POSTS, ...EN_POSTS]);
    await open('/discovery/goc-chuyen-gia');
    await screen.findByText(/bài viết$/);
    await act(() => switchLanguage('en'));
    expect(await screen.findByText('Category: Expert hub')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ types: '3,4', language: 'en' }));
  });

  it('shows the not-found screen for a path suffix that is no tab', async () => {
    serveBlogList(VI_POSTS);
    await open('/discovery/khong-co-muc-nay');
    expect(screen.getByRole('heading', { level: 1, name: 'Nội dung không tồn tại' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quay về Trang chủ' })).toHaveAttribute('href', '/');
  });

  it('scrolls smoothly to a list the visitor asked for, 500 ms after it loads', async () => {
    const scrolled: { element: Element; options: unknown; at: number }[] = [];
    // jsdom lays nothing out and has no scrollIntoView of its own.
    Element.prototype.scrollIntoView ??= () => undefined;
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function record(this: Element, options?: unknown) {
      scrolled.push({ element: this, options, at: Date.now() });
    });
    serveBlogList(VI_POSTS);
    const { user } = await open('/discovery');
    await screen.findByText('25 bài viết');
    expect(scrolled).toHaveLength(0);
    const chosen = Date.now();
    await user.click(within(screen.getByRole('navigation', { name: 'Phân trang' })).getByRole('link', { name: 'Trang 2' }));
    await waitFor(() => expect(scrolled).toHaveLength(1), { timeout: 2000 });
    expect(scrolled[0]!.at - chosen).toBeGreaterThanOrEqual(500);
    expect(scrolled[0]!.options).toEqual({ behavior: 'smooth', block: 'start' });
    expect(scrolled[0]!.element).toContainElement(screen.getByRole('tablist'));
    expect(scrolled[0]!.element).toContainElement(screen.getByRole('region', { name: 'Bài viết' }));
    jest.restoreAllMocks();
  });

  it('leaves the list the visit opened with in place and scrolls to one the visitor asked for', async () => {
    const scrolled: { at: number }[] = [];
    Element.prototype.scrollIntoView ??= () => undefined;
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {
      scrolled.push({ at: Date.now() });
    });
    serveBlogList(VI_POSTS);
    const { user } = await open('/discovery', 'vi', true);
    await screen.findByText('25 bài viết');
    // Longer than the delay: the first list would have been scrolled to by now.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(scrolled).toHaveLength(0);
    const chosen = Date.now();
    await user.click(screen.getByRole('tab', { name: 'Kiến thức marketing' }));
    await waitFor(() => expect(scrolled).toHaveLength(1), { timeout: 2000 });
    expect(scrolled[0]!.at - chosen).toBeGreaterThanOrEqual(500);
    jest.restoreAllMocks();
  });

  it('tells a failed call as an error with a retry, never as an empty list', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiServer.use(http.get(`${TEST_BLOG}/blogs`, () => HttpResponse.json({ code: 16, message: 'Try again later', data: null })));
    const { user } = await open('/discovery');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chưa tải được danh sách bài viết. Vui lòng kiểm tra kết nối và thử lại.');
    expect(screen.queryByText('Chưa có bài viết phù hợp.')).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    serveBlogList(VI_POSTS);
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('25 bài viết')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('choosing the selected tab again clears the keyword and goes back to page 1', async () => {
    const calls = serveBlogList(VI_POSTS);
    const { user } = await open('/discovery?page=2&keyword=B%C3%A0i');
    await screen.findByText('25 bài viết');
    await user.click(screen.getByRole('tab', { name: 'Tất cả' }));
    expect(location()).toBe('/discovery');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 0, keyword: null }));
    expect(screen.getByRole('searchbox', { name: 'Tìm bài viết' })).toHaveValue('');
  });
});
