import { act, screen, within } from '@testing-library/react';
import { DESKTOP_WIDTH, renderWithShell, setViewportWidth, testSiteConfig } from '@echowatch/test-utils';
import { switchLanguage } from '@echowatch/remote-kit';
import type { Language } from '@echowatch/contracts';
import '../../testing/all-texts';
import { PackagesPage } from './packages-page';

const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function open(language: Language = 'vi') {
  return renderWithShell(<PackagesPage />, { route: '/packages', language });
}

function sectionTitled(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('pricing page', () => {
  it('has exactly one h1 and no page landmarks of the shell', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bảng giá các gói EchoWatch');
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('offers the 15-day free trial with 5000 data items and a link to register', async () => {
    await open();
    const trial = sectionTitled('Dùng thử miễn phí 15 ngày');
    expect(within(trial).getByText('15 ngày sử dụng')).toBeInTheDocument();
    expect(within(trial).getByText('5.000 dữ liệu thu thập')).toBeInTheDocument();
    expect(within(trial).getByRole('link', { name: 'Đăng ký dùng thử miễn phí' })).toHaveAttribute('href', '/register?trial=1');
  });

  it('lists the weekly and monthly report-service prices per package with a link to the service', async () => {
    await open();
    const service = sectionTitled('Dịch vụ báo cáo diễn giải dữ liệu');
    const table = within(service).getByRole('table', { name: 'Giá báo cáo diễn giải dữ liệu theo từng gói' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => spaced(cell.textContent)));
    expect(rows).toEqual([
      ['Basic', '2.000.000 ₫', '3.000.000 ₫'],
      ['Standard', '3.000.000 ₫', '5.000.000 ₫'],
      ['Premium', '5.000.000 ₫', '10.000.000 ₫'],
      ['Professional', '8.000.000 ₫', '20.000.000 ₫'],
    ]);
    expect(within(service).getByRole('link', { name: 'Tìm hiểu dịch vụ báo cáo' })).toHaveAttribute(
      'href',
      '/reporting-service',
    );
  });

  it('prices the add-on extensions per month', async () => {
    await open('en');
    const addOns = sectionTitled('Add-on extensions');
    const items = within(addOns)
      .getAllByRole('listitem')
      .map((item) => [
        within(item).getByRole('heading', { level: 3 }).textContent,
        spaced(item.lastElementChild!.textContent),
      ]);
    expect(items).toEqual([
      ['Extra keyword', 'VND 5,000,000/month'],
      ['Extra data', 'VND 5,000,000/month'],
      ['Extra account', 'VND 2,000,000/month'],
      ['5 extra social page/group sources', 'VND 5,000,000/month'],
    ]);
  });

  it('shows the hotline and contact email of the configuration as links', async () => {
    await renderWithShell(<PackagesPage />, {
      route: '/packages',
      config: testSiteConfig({ contact: { hotline: '024 3555 0199', email: 'sales@echowatch.vn' } }),
    });
    const contact = sectionTitled('Cần tư vấn chọn gói?');
    expect(within(contact).getByRole('link', { name: '024 3555 0199' })).toHaveAttribute('href', 'tel:02435550199');
    expect(within(contact).getByRole('link', { name: 'sales@echowatch.vn' })).toHaveAttribute(
      'href',
      'mailto:sales@echowatch.vn',
    );
  });

  it('follows a language switch without a reload', async () => {
    await open('vi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bảng giá các gói EchoWatch');
    await act(() => switchLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('EchoWatch packages and pricing');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Business');
    expect(screen.getByRole('table', { name: /Comparison of/ })).toHaveTextContent('VND 28,000,000');
  });
});
