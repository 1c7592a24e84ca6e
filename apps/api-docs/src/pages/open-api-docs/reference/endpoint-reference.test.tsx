import { act, screen, within } from '@testing-library/react';
import { testSiteConfig } from '@echowatch/test-utils';
import { renderWithShell } from '@echowatch/test-utils';
import { switchLanguage } from '@echowatch/remote-kit';
import { DocsItemContent } from '../docs-item-content';
import type { DocsItem, DocsSection } from '../docs-menu';
import { renderReference, SEARCH, SENTIMENTS, TOPICS } from './render-reference';

const columnsOf = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const rowNames = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
/** Attribute paths may break after a dot (<wbr>), so rows are found by their text. */
const attributeRow = (table: HTMLElement, path: string) =>
  within(table).getAllByRole('rowheader').find((cell) => cell.textContent === path)?.closest('tr');

describe('a call generated from the OpenAPI document', () => {
  it('shows the request type, the configured URL and the headers', async () => {
    const base = testSiteConfig();
    await renderReference(SEARCH, 'vi', testSiteConfig({ hosts: { ...base.hosts, openApi: 'https://api.example-watch.vn/open-api/' } }));
    expect(screen.getByText('POST')).toBeInTheDocument();
    expect(screen.getByText('https://api.example-watch.vn/open-api/news/search')).toBeInTheDocument();
    const headers = screen.getByRole('table', { name: 'Header của Tìm kiếm bài viết' });
    expect(rowNames(headers)).toEqual(['Api-Key', 'Content-Type']);
    expect(within(headers).getByText('<khóa API của bạn>')).toBeInTheDocument();
  });

  it('lists every parameter with index, name, type, required, description and note', async () => {
    await renderReference(SEARCH);
    const table = screen.getByRole('table', { name: 'Tham số của Tìm kiếm bài viết' });
    expect(columnsOf(table)).toEqual(['STT', 'Tên', 'Kiểu', 'Bắt buộc', 'Mô tả', 'Ghi chú']);
    expect(rowNames(table)).toEqual([
      'date_from', 'date_to', 'topic_id', 'group_topic_id', 'page', 'size', 'order', 'sentiments', 'keywords', 'sources', 'similar_master', 'article_types',
    ]);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('date_from')).toHaveTextContent('1date_fromstring (yyyy/MM/dd HH:mm:ss)Có');
    expect(row('topic_id')).toHaveTextContent('Một trong hai');
    expect(row('size')).toHaveTextContent('Mặc định 10, tối đa 50; lớn hơn trả về mã 11.');
    expect(row('page')).toHaveTextContent('Mặc định: 0.');
    expect(within(row('order')).getByRole('list', { name: 'Giá trị' })).toHaveTextContent('15: Nổi bật, không gồm nguồn mạng xã hội');
    expect(row('sources')).toHaveTextContent('107: Báo điện tử: trang tin khác chưa cấp phép');
    expect(row('article_types')).toHaveTextContent('-1: Bình luận TikTok');
  });

  it('shows the example request, the JSON output, the response codes and every attribute', async () => {
    await renderReference(SEARCH);
    expect(screen.getByLabelText('Yêu cầu mẫu')).toHaveTextContent('"keywords": "lãi suất,SaoPay"');
    expect(screen.getByLabelText('Kết quả JSON')).toHaveTextContent('"total": 57');
    const codes = screen.getByRole('table', { name: 'Mã phản hồi của Tìm kiếm bài viết' });
    expect(rowNames(codes)).toEqual(['0', '11', '14', '15', '16', '17', '18', '19']);
    expect(within(codes).getByRole('rowheader', { name: '19' }).closest('tr')).toHaveTextContent('Vượt quá thời gian truy vấn 90 ngày.');
    const attributes = screen.getByRole('table', { name: 'Thuộc tính phản hồi của Tìm kiếm bài viết' });
    expect(rowNames(attributes)).toEqual(expect.arrayContaining(['code', 'data.total', 'data.hits[].published_time', 'data.hits[].view_count']));
    expect(attributeRow(attributes, 'data.hits[].sentiment')).toHaveTextContent('-1: Tiêu cực');
  });

  it('says when a call takes no parameters and does not repeat nested attributes', async () => {
    await renderReference(TOPICS, 'en');
    expect(screen.getByText('This call takes no parameters; only the Api-Key header is needed.')).toBeInTheDocument();
    expect(rowNames(screen.getByRole('table', { name: 'Headers of Topic list' }))).toEqual(['Api-Key']);
    const attributes = screen.getByRole('table', { name: 'Response attributes of Topic list' });
    expect(attributeRow(attributes, 'data.groups[].topics')).toHaveTextContent('Same attributes as data.topics[].');
    expect(attributeRow(attributes, 'data.groups[].topics[].topic_id')).toBeUndefined();
    expect(attributeRow(attributes, 'data.topics[].topic_id')).toBeDefined();
  });

  it('names the module a call needs', async () => {
    await renderReference(SENTIMENTS);
    expect(screen.getByText('Mô-đun cần được cấp quyền: xử lý sắc thái (chưa được cấp: mã 12).')).toBeInTheDocument();
    expect(rowNames(screen.getByRole('table', { name: 'Mã phản hồi của Sắc thái' }))).toContain('12');
  });
});

it('follows a language switch', async () => {
  await renderReference(SEARCH);
  expect(screen.getByRole('table', { name: 'Tham số của Tìm kiếm bài viết' })).toBeInTheDocument();
  await act(() => switchLanguage('en'));
  expect(screen.getByRole('table', { name: 'Parameters of Article search' })).toBeInTheDocument();
  expect(screen.getByLabelText('Request body (JSON)')).toBeInTheDocument();
  await act(() => switchLanguage('vi'));
});

describe('"Đang cập nhật..."', () => {
  it('is what a call the document does not describe shows', async () => {
    await renderReference({ method: 'POST', path: '/statistics/heatmap' });
    expect(screen.getByText('Đang cập nhật...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is what an item without content or call shows, in both languages', async () => {
    const section: DocsSection = { slug: 'webhooks', titleKey: 'sections.alerts.title', items: [] };
    const item: DocsItem = { slug: 'setup', titleKey: 'sections.alerts.items.alertSettings' };
    const { unmount } = await renderWithShell(<DocsItemContent section={section} item={item} />);
    expect(screen.getByText('Đang cập nhật...')).toBeInTheDocument();
    unmount();
    await renderWithShell(<DocsItemContent section={section} item={item} />, { language: 'en' });
    expect(screen.getByText('Updating...')).toBeInTheDocument();
  });
});
