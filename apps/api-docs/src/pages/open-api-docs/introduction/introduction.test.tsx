import { screen, within } from '@testing-library/react';
import { testSiteConfig } from '@echowatch/test-utils';
import { renderDocs } from '../render-docs';

const config = () => {
  const base = testSiteConfig();
  return testSiteConfig({
    hosts: { ...base.hosts, openApi: 'https://api.example-watch.vn/open-api/' },
    contact: { hotline: '1800 2024', email: 'integration@example-watch.vn' },
  });
};

describe('Introduction', () => {
  it('describes the API with the configured base URL and the required headers', async () => {
    await renderDocs('/open-api-docs', 'vi', config());
    expect(screen.getAllByText('https://api.example-watch.vn/open-api')[0]).toBeInTheDocument();
    expect(screen.getByText('Api-Key: <khóa API của bạn>')).toBeInTheDocument();
    expect(screen.getAllByText('Content-Type: application/json')[0]).toBeInTheDocument();
    expect(screen.getByText(/Ngày giờ có định dạng yyyy\/MM\/dd HH:mm:ss/)).toBeInTheDocument();
    expect(screen.getByText(/không được vượt quá 90 ngày/)).toBeInTheDocument();
    expect(screen.getByText(/POST https:\/\/api\.example-watch\.vn\/open-api\/news\/search/)).toBeInTheDocument();
  });

  it('draws the system diagram with an accessible name, a description and a caption', async () => {
    await renderDocs('/open-api-docs/introduction/system-diagram');
    const diagram = screen.getByRole('img', { name: 'Sơ đồ hệ thống Open API EchoWatch' });
    expect(diagram).toHaveAccessibleDescription(/cổng API kiểm tra khóa/i);
    const caption = screen.getByText(/^Hình 1\. Đường đi của một yêu cầu/);
    expect(caption.tagName).toBe('FIGCAPTION');
    expect(caption.closest('figure')).toContainElement(diagram);
  });

  it('names the diagram in English', async () => {
    await renderDocs('/open-api-docs/introduction/system-diagram', 'en');
    expect(screen.getByRole('img', { name: 'EchoWatch Open API system diagram' })).toBeInTheDocument();
  });

  it('lists the integration process as ordered steps', async () => {
    await renderDocs('/open-api-docs/introduction/integration-process', 'en');
    const process = screen.getByRole('region', { name: '1.3 Integration process' });
    const steps = within(process).getAllByRole('heading', { level: 4 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Request access and create an API key',
      'Choose the topics to integrate',
      'Read the topic list',
      'Search articles',
      'Poll alerts',
      'Handle response codes',
      'Go live',
    ]);
    expect(within(process).getByText('GET /topic/list')).toBeInTheDocument();
  });

  it('gives the configured support contacts and the response code table', async () => {
    await renderDocs('/open-api-docs/introduction/integration-support', 'vi', config());
    expect(screen.getByRole('link', { name: '1800 2024' })).toHaveAttribute('href', 'tel:18002024');
    expect(screen.getByRole('link', { name: 'integration@example-watch.vn' })).toHaveAttribute(
      'href',
      'mailto:integration@example-watch.vn',
    );

    const table = screen.getByRole('table', { name: 'Mã phản hồi của Open API' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Mã',
      'Ý nghĩa',
      'Cách xử lý',
    ]);
    const codes = within(table).getAllByRole('rowheader');
    expect(codes.map((cell) => cell.textContent)).toEqual(['0', '10', '11', '12', '14', '15', '16', '17', '18', '19']);
    codes.forEach((cell) => expect(cell).toHaveAttribute('scope', 'row'));
    const row12 = codes[3]!.closest('tr')!;
    expect(row12).toHaveTextContent('Mô-đun này không thể truy cập.');
    const row19 = codes[9]!.closest('tr')!;
    expect(row19).toHaveTextContent('Vượt quá thời gian truy vấn 90 ngày.');
  });
});
