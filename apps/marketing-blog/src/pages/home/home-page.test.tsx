import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiServer, renderWithShell, stubMatchMedia, TEST_BLOG, testSiteConfig } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { makePost, serveBlogList } from '../../testing/blog-fixtures';
import { Page } from '../../exposes/home-page';
import { HomePage } from './home-page';

const POSTS = [
  ...Array.from({ length: 5 }, (_, index) => makePost(index + 1)),
  makePost(50, { language: 'en', title: 'Social listening basics', slug: 'social-listening-basics' }),
];

/** Opens the page and lets the latest posts arrive, so every test ends with a settled page. */
async function open(language: 'vi' | 'en' = 'vi') {
  const rendered = await renderWithShell(<HomePage />, { route: '/', language });
  const latest = await screen.findByRole('region', { name: language === 'vi' ? 'Bài viết mới nhất' : 'Latest articles' });
  await within(latest).findAllByRole('article');
  return rendered;
}

const carousel = () => screen.getByRole('region', { name: /Giới thiệu nổi bật|Highlights/ });
const stage = () => carousel().querySelector('[aria-live]')!;
/** The slide in view: the others are inert (and hidden by the style sheet, which the tests do not load). */
const shownSlide = () => within(carousel()).getAllByRole('group', { hidden: true }).find((slide) => !slide.hasAttribute('inert'))!;
const visibleSlideTitle = () =>
  within(carousel())
    .getAllByRole('heading', { level: 2 })
    .find((heading) => !heading.closest('[inert]'))?.textContent;

describe('HomePage', () => {
  beforeEach(() => stubMatchMedia({ reducedMotion: false }));

  it('has one page title, the first slide with its calls to action, four dots and a pause button', async () => {
    serveBlogList(POSTS);
    await open();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('EchoWatch – Lắng nghe mạng xã hội');
    expect(carousel()).toHaveAttribute('aria-roledescription', 'băng chuyền');
    expect(visibleSlideTitle()).toBe('Lắng nghe mọi cuộc thảo luận về thương hiệu của bạn');
    expect(within(shownSlide()).getByRole('link', { name: 'Dùng thử miễn phí 15 ngày' })).toHaveAttribute('href', '/register?trial=1');
    expect(within(shownSlide()).getByRole('link', { name: 'Xem bảng giá' })).toHaveAttribute('href', '/packages');
    const dots = within(carousel()).getAllByRole('button', { name: /^Trang chiếu \d \/ 4$/ });
    expect(dots).toHaveLength(4);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(within(carousel()).getByRole('button', { name: 'Tạm dừng trình chiếu' })).toHaveTextContent('Tạm dừng');
    expect(stage()).toHaveAttribute('aria-live', 'off');
  });

  it('describes the organization, its contacts and the searchable site for search engines, in the page language', async () => {
    serveBlogList(POSTS);
    const { container } = await open('en');
    const { brand, contact } = testSiteConfig();
    const described = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(described['@graph']).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: brand.name,
        url: brand.siteUrl,
        contactPoint: expect.objectContaining({ telephone: contact.hotline, email: contact.email }),
      }),
      expect.objectContaining({
        '@type': 'WebSite',
        url: brand.siteUrl,
        inLanguage: 'en',
        potentialAction: expect.objectContaining({
          target: expect.objectContaining({ urlTemplate: `${brand.siteUrl}/discovery?keyword={search_term_string}&lng=en` }),
        }),
      }),
    ]);
  });

  it('pauses and plays with the visible control', async () => {
    serveBlogList(POSTS);
    const { user } = await open('en');
    await user.click(within(carousel()).getByRole('button', { name: 'Pause slideshow' }));
    expect(within(carousel()).getByRole('button', { name: 'Play slideshow' })).toHaveTextContent('Play');
    expect(stage()).toHaveAttribute('aria-live', 'polite');
    await user.click(within(carousel()).getByRole('button', { name: 'Play slideshow' }));
    expect(stage()).toHaveAttribute('aria-live', 'off');
  });

  it('stops turning while the pointer is on the slides or focus is inside them', async () => {
    serveBlogList(POSTS);
    await open();
    fireEvent.mouseEnter(stage());
    expect(stage()).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(stage());
    expect(stage()).toHaveAttribute('aria-live', 'off');

    act(() => within(carousel()).getByRole('link', { name: 'Xem bảng giá' }).focus());
    expect(stage()).toHaveAttribute('aria-live', 'polite');
    act(() => within(carousel()).getByRole('button', { name: 'Trang chiếu 2 / 4' }).focus());
    expect(stage()).toHaveAttribute('aria-live', 'polite');
    act(() => within(carousel()).getByRole('button', { name: 'Trang chiếu 2 / 4' }).blur());
    expect(stage()).toHaveAttribute('aria-live', 'off');
  });

  describe('turning, on the clock', () => {
    const currentDot = () =>
      within(carousel())
        .getAllByRole('button', { name: /^Trang chiếu \d \/ 4$/ })
        .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
    const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

    beforeEach(() => jest.useFakeTimers());
    afterEach(async () => {
      jest.useRealTimers();
      // The sections below the banner finish loading, so no update lands after the test.
      await within(await screen.findByRole('region', { name: 'Bài viết mới nhất' })).findAllByRole('article');
    });

    it('changes slide 5 s after the banner is first shown, then every 5 s', async () => {
      serveBlogList(POSTS);
      await renderWithShell(<HomePage />, { route: '/' });
      await wait(4900);
      expect(currentDot()).toBe(1);
      expect(visibleSlideTitle()).toBe('Lắng nghe mọi cuộc thảo luận về thương hiệu của bạn');
      await wait(110);
      expect(currentDot()).toBe(2);
      expect(visibleSlideTitle()).toBe('Biết tin tiêu cực trước khi nó lan rộng');
      await wait(800);
      await wait(4100);
      expect(currentDot()).toBe(2);
      await wait(110);
      expect(currentDot()).toBe(3);
    });

    it('on the page the server rendered, counts from the first paint, before the page could run', async () => {
      // The banner has been on screen for 2 s when the page's code first renders it.
      const paint = { name: 'first-contentful-paint', startTime: performance.now() - 2000 } as PerformanceEntry;
      // The clock's stand-in for performance keeps no timeline; the browser's paint entry is given here.
      Object.defineProperty(performance, 'getEntriesByName', {
        configurable: true,
        value: (name: string) => (name === paint.name ? [paint] : []),
      });
      serveBlogList(POSTS);
      // As the shell hands it the page it rendered on the server: with that render's data.
      const served = <Page config={testSiteConfig()} routeTitle="" pageData={{ read: () => undefined }} />;
      const { unmount } = await renderWithShell(served, { route: '/' });
      await wait(2900);
      expect(currentDot()).toBe(1);
      await wait(110);
      expect(currentDot()).toBe(2);

      // Back to that first page later in the visit: this banner is new on screen, and waits its 5 s.
      unmount();
      await renderWithShell(served, { route: '/' });
      await wait(4900);
      expect(currentDot()).toBe(1);
      await wait(110);
      expect(currentDot()).toBe(2);
    });

    it('holds the slide while paused, and waits a full 5 s again once playing', async () => {
      serveBlogList(POSTS);
      await renderWithShell(<HomePage />, { route: '/' });
      await wait(3000);
      fireEvent.click(within(carousel()).getByRole('button', { name: 'Tạm dừng trình chiếu' }));
      await wait(10_000);
      expect(currentDot()).toBe(1);
      fireEvent.click(within(carousel()).getByRole('button', { name: 'Phát trình chiếu' }));
      await wait(4900);
      expect(currentDot()).toBe(1);
      await wait(110);
      expect(currentDot()).toBe(2);
    });
  });

  it('starts paused for visitors who prefer reduced motion', async () => {
    stubMatchMedia({ reducedMotion: true });
    serveBlogList(POSTS);
    await open();
    expect(within(carousel()).getByRole('button', { name: 'Phát trình chiếu' })).toBeInTheDocument();
    expect(stage()).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a slide from its dot, with the keyboard too', async () => {
    stubMatchMedia({ reducedMotion: true });
    serveBlogList(POSTS);
    const { user } = await open();
    const third = within(carousel()).getByRole('button', { name: 'Trang chiếu 3 / 4' });
    act(() => third.focus());
    await user.keyboard('{Enter}');
    expect(visibleSlideTitle()).toBe('Báo cáo chuyên sâu do chuyên gia phân tích');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(third).toHaveFocus();
    expect(within(carousel()).getByRole('link', { name: 'Xem báo cáo chuyên sâu' })).toHaveAttribute('href', '/insight');
    const hiddenLink = within(carousel()).getByRole('link', { name: 'Xem bảng giá', hidden: true });
    expect(hiddenLink).toHaveAttribute('tabindex', '-1');
    expect(hiddenLink.closest('[inert]')).not.toBeNull();

    await user.click(within(carousel()).getByRole('button', { name: 'Trang chiếu 1 / 4' }));
    expect(visibleSlideTitle()).toBe('Lắng nghe mọi cuộc thảo luận về thương hiệu của bạn');
  });

  it('has every slide in the page, only the current one out of inert', async () => {
    serveBlogList(POSTS);
    await open();
    const slides = within(carousel()).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(4);
    expect(slides.filter((slide) => !slide.hasAttribute('inert'))).toHaveLength(1);
    expect(visibleSlideTitle()).toBe('Lắng nghe mọi cuộc thảo luận về thương hiệu của bạn');
  });

  it('teases the four packages with monthly prices and links to the pricing page', async () => {
    serveBlogList(POSTS);
    await open();
    const pricing = screen.getByRole('region', { name: 'Bảng giá rõ ràng cho mọi quy mô' });
    expect(within(pricing).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Basic',
      'Standard',
      'Premium',
      'Professional',
    ]);
    expect(within(pricing).getByText('28.000.000 ₫/tháng')).toBeInTheDocument();
    expect(within(pricing).getByText(/Dùng thử miễn phí 15 ngày với 5.000 dữ liệu/)).toBeInTheDocument();
    expect(within(pricing).getByRole('link', { name: 'Xem bảng giá chi tiết' })).toHaveAttribute('href', '/packages');
  });

  it('shows the three newest posts of the visitor’s language', async () => {
    const calls = serveBlogList(POSTS);
    await open();
    const latest = screen.getByRole('region', { name: 'Bài viết mới nhất' });
    await waitFor(() => expect(within(latest).getAllByRole('article')).toHaveLength(3));
    expect(calls).toEqual([{ page: 0, size: 3, types: '1,2,3,4', language: 'vi', keyword: null, excluded: null }]);
    expect(within(latest).getByRole('link', { name: 'Xem tất cả bài viết' })).toHaveAttribute('href', '/discovery');
  });

  it('speaks English, prices included', async () => {
    serveBlogList(POSTS);
    await open('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('EchoWatch – Social listening');
    expect(visibleSlideTitle()).toBe('Hear every conversation about your brand');
    expect(screen.getByText('VND 28,000,000/month')).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest articles' });
    expect(await within(latest).findByRole('heading', { level: 3, name: 'Social listening basics' })).toBeInTheDocument();
  });

  it('says so with a retry when the latest posts cannot be loaded, never a bare heading', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiServer.use(http.get(`${TEST_BLOG}/blogs`, () => HttpResponse.error()));
    const { user } = await renderWithShell(<HomePage />, { route: '/', language: 'en' });
    const latest = await screen.findByRole('region', { name: 'Latest articles' });
    const alert = await within(latest).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The latest articles could not be loaded. Please try again.');
    serveBlogList(POSTS);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(latest).findByRole('heading', { level: 3, name: 'Social listening basics' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
