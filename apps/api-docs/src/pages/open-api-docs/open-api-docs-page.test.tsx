import { screen, waitFor, within } from '@testing-library/react';
import { renderDocs } from './render-docs';

const menu = () => screen.getByRole('navigation', { name: 'Danh mục tài liệu Open API' });
const currentPath = () => screen.getByRole('status', { name: 'current path' });

describe('Open API documentation page', () => {
  it('shows the Introduction at start with its group expanded and the others collapsed', async () => {
    await renderDocs();
    expect(screen.getByRole('heading', { level: 1, name: 'Tài liệu Open API' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Giới thiệu' })).toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: '1. Giới thiệu' })).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['2. Bài viết', '3. Cảnh báo', '4. Thống kê']) {
      expect(within(menu()).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByRole('heading', { level: 3, name: '1.2 Sơ đồ hệ thống' })).toBeInTheDocument();
    expect(screen.queryByText('Đang cập nhật...')).not.toBeInTheDocument();
  });

  it('lists the current section in the in-page navigation', async () => {
    await renderDocs();
    const onThisPage = screen.getByRole('navigation', { name: 'Trên trang này' });
    expect(within(onThisPage).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Mô tả',
      'Sơ đồ hệ thống',
      'Quy trình tích hợp',
      'Hỗ trợ tích hợp',
    ]);
    expect(within(onThisPage).getByRole('link', { name: 'Quy trình tích hợp' })).toHaveAttribute(
      'href',
      '/open-api-docs/introduction/integration-process',
    );
    // The navigation's name is no heading: the page's one h2 is the section's.
    expect(within(onThisPage).queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['1. Giới thiệu']);
  });

  it('expands and collapses a menu group', async () => {
    const { user } = await renderDocs();
    const group = within(menu()).getByRole('button', { name: '2. Bài viết' });
    const items = document.getElementById(group.getAttribute('aria-controls')!)!;
    expect(items).not.toBeVisible();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu()).getByRole('link', { name: '2.1 Danh sách chủ đề' })).toBeVisible();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu()).queryByRole('link', { name: '2.1 Danh sách chủ đề' })).not.toBeInTheDocument();

    const intro = within(menu()).getByRole('button', { name: '1. Giới thiệu' });
    await user.click(intro);
    expect(intro).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts a picked item in the URL and shows it', async () => {
    const { user } = await renderDocs();
    await user.click(within(menu()).getByRole('button', { name: '2. Bài viết' }));
    await user.click(within(menu()).getByRole('link', { name: '2.2 Tìm kiếm bài viết' }));

    expect(currentPath()).toHaveTextContent('/open-api-docs/news-articles/article-search');
    expect(screen.getByRole('heading', { level: 2, name: '2. Bài viết' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '2.2 Tìm kiếm bài viết' })).toHaveFocus();
    expect(within(menu()).getByRole('link', { name: '2.2 Tìm kiếm bài viết' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { level: 2, name: '1. Giới thiệu' })).not.toBeInTheDocument();
  });

  it('restores the view of a deep link', async () => {
    await renderDocs('/open-api-docs/alerts/alert-notifications');
    expect(screen.getByRole('heading', { level: 2, name: '3. Cảnh báo' })).toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: '3. Cảnh báo' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu()).getByRole('button', { name: '1. Giới thiệu' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu()).getByRole('link', { name: '3.2 Danh sách thông báo cảnh báo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const onThisPage = screen.getByRole('navigation', { name: 'Trên trang này' });
    expect(within(onThisPage).getByRole('link', { name: 'Danh sách thông báo cảnh báo' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('falls back to the first section for an unknown section', async () => {
    await renderDocs('/open-api-docs/webhooks/setup');
    expect(currentPath()).toHaveTextContent(/^\/open-api-docs$/);
    expect(screen.getByRole('heading', { level: 2, name: '1. Giới thiệu' })).toBeInTheDocument();
  });

  it('falls back to the section for an unknown item', async () => {
    await renderDocs('/open-api-docs/statistics/heatmap');
    expect(currentPath()).toHaveTextContent(/^\/open-api-docs\/statistics$/);
    expect(screen.getByRole('heading', { level: 2, name: '4. Thống kê' })).toBeInTheDocument();
  });

  it('renders every call of a section from the OpenAPI document in Vietnamese', async () => {
    await renderDocs('/open-api-docs/statistics/demographics');
    expect(screen.getByRole('heading', { level: 3, name: '4.5 Nhân khẩu học' })).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 4, name: 'Thử gọi API' })).toHaveLength(7);
    expect(screen.getAllByRole('table', { name: /^Tham số của / })).toHaveLength(7);
    expect(screen.getByRole('table', { name: 'Thuộc tính phản hồi của Nhân khẩu học' })).toBeInTheDocument();
    expect(screen.queryByText('Đang cập nhật...')).not.toBeInTheDocument();
  });

  it('renders the calls of a section in English', async () => {
    await renderDocs('/open-api-docs/news-articles/topic-list', 'en');
    expect(screen.getByRole('heading', { level: 2, name: '2. News articles' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '2.1 Topic list' })).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 4, name: 'Response codes' })).toHaveLength(3);
    expect(screen.getByText('This call takes no parameters; only the Api-Key header is needed.')).toBeInTheDocument();
    expect(screen.queryByText('Updating...')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Open API documentation menu' })).toBeInTheDocument();
  });

  it('gives every item a deep link to itself', async () => {
    await renderDocs('/open-api-docs/alerts?from=app');
    expect(screen.getByRole('link', { name: 'Liên kết tới mục 3.3 Chi tiết thông báo cảnh báo' })).toHaveAttribute(
      'href',
      '/open-api-docs/alerts/alert-notification-detail?from=app',
    );
  });

  it('keeps the query of the page when an item is picked', async () => {
    const { user } = await renderDocs('/open-api-docs?from=app');
    await user.click(within(menu()).getByRole('link', { name: '1.4 Hỗ trợ tích hợp' }));
    expect(currentPath()).toHaveTextContent('/open-api-docs/introduction/integration-support?from=app');
  });

  it('scrolls a deep-linked item into view', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      await renderDocs('/open-api-docs/introduction/integration-support');
      await waitFor(() => expect(scrolled.map((element) => element.id)).toEqual(['api-docs-introduction-integration-support']));
      expect(screen.getByRole('heading', { level: 3, name: '1.4 Hỗ trợ tích hợp' })).not.toHaveFocus();
    } finally {
      if (original) Element.prototype.scrollIntoView = original;
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
