import { screen, within } from '@testing-library/react';
import { DESKTOP_WIDTH, renderWithShell, setViewportWidth } from '@echowatch/test-utils';
import type { Language } from '@echowatch/contracts';
import '../../testing/all-texts';
import { PackagesPage } from './packages-page';

/** The text a screen reader announces for a cell: decorative (aria-hidden) glyphs left out. */
function spokenText(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function comparisonTable(): HTMLElement {
  return screen.getByRole('table', { name: /So sánh các gói|Comparison of/ });
}

/** The cells after a row header, read left to right (Basic, Standard, Premium, Professional). */
function rowValues(rowName: string | RegExp): string[] {
  const header = within(comparisonTable()).getByRole('rowheader', { name: rowName });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map(spokenText);
}

async function open(language: Language = 'vi') {
  return renderWithShell(<PackagesPage />, { route: '/packages', language });
}

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('comparison table', () => {
  it('names the four packages as column headers', async () => {
    await open();
    const headers = within(comparisonTable()).getAllByRole('columnheader');
    expect(headers.map((header) => header.firstChild?.textContent)).toEqual([
      'Hạng mục',
      'Basic',
      'Standard',
      'Premium',
      'Professional',
    ]);
  });

  it('shows every usage limit and monthly price of the catalog in Vietnamese', async () => {
    await open('vi');
    expect(rowValues('Số thảo luận thu thập mỗi tháng')).toEqual(['10.000', '20.000', '50.000', '200.000']);
    expect(rowValues('Số tài khoản người dùng')).toEqual(['1', '2', '3', '5']);
    expect(rowValues('Số chủ đề/từ khóa')).toEqual(['10', '20', '30', '50']);
    expect(rowValues('Số lượt xuất dữ liệu mỗi ngày')).toEqual(['10', '20', '30', '50']);
    expect(rowValues('Số thảo luận tối đa mỗi lượt xuất')).toEqual(['1.000', '2.000', '3.000', '5.000']);
    expect(rowValues('Chi phí hằng tháng')).toEqual(['5.000.000 ₫', '8.000.000 ₫', '12.000.000 ₫', '28.000.000 ₫']);
  });

  it('formats limits and prices the English way', async () => {
    await open('en');
    expect(rowValues('Mentions collected per month')).toEqual(['10,000', '20,000', '50,000', '200,000']);
    expect(rowValues('Maximum mentions per export')).toEqual(['1,000', '2,000', '3,000', '5,000']);
    expect(rowValues('Monthly cost')).toEqual(['VND 5,000,000', 'VND 8,000,000', 'VND 12,000,000', 'VND 28,000,000']);
  });

  it('sends to the sales team for the modules with no per-package details', async () => {
    await open();
    for (const module of ['Theo dõi sức khỏe thương hiệu', 'Triển khai theo yêu cầu']) {
      expect(rowValues(module)).toEqual(['Liên hệ để biết chi tiết theo từng gói']);
    }
    expect(within(comparisonTable()).getAllByRole('button').map((button) => button.textContent)).toEqual([
      '▸Cảnh báo khủng hoảng',
      '▸Báo cáo',
    ]);
  });

  it('expands a feature row to show which package has each sub-feature', async () => {
    const { user } = await open();
    const expander = within(comparisonTable()).getByRole('button', { name: 'Cảnh báo khủng hoảng' });
    expect(expander).toHaveAttribute('aria-expanded', 'false');
    const details = expander.getAttribute('aria-controls')!.split(' ').map((id) => document.getElementById(id)!);
    expect(details).toHaveLength(3);
    details.forEach((row) => expect(row).not.toBeVisible());
    expect(expander.closest('th')).toHaveAttribute('scope', 'rowgroup');
    expect(expander.closest('tbody')).toBe(details[0]!.closest('tbody'));
    expect(within(comparisonTable()).queryByRole('rowheader', { name: 'Nhận cảnh báo qua email' })).toBeNull();

    await user.click(expander);
    expect(expander).toHaveAttribute('aria-expanded', 'true');
    details.forEach((row) => expect(row).toBeVisible());
    const no = 'Không có trong gói';
    const yes = 'Có trong gói';
    expect(rowValues('Nhận cảnh báo qua email')).toEqual([no, no, no, yes]);
    expect(rowValues('Thiết lập cảnh báo nâng cao')).toEqual([no, no, yes, yes]);
    expect(rowValues('Cấu hình cảnh báo qua ứng dụng hoặc web')).toEqual([no, no, yes, yes]);

    await user.click(expander);
    expect(expander).toHaveAttribute('aria-expanded', 'false');
    details.forEach((row) => expect(row).not.toBeVisible());
  });

  it('opens each module on its own', async () => {
    const { user } = await open('en');
    await user.click(within(comparisonTable()).getByRole('button', { name: 'Reports' }));
    expect(within(comparisonTable()).getByRole('button', { name: 'Crisis alerts' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const no = 'Not included';
    const yes = 'Included';
    expect(rowValues('Monthly brand report')).toEqual([no, no, yes, yes]);
    expect(rowValues('Configurable report recipients')).toEqual([no, no, yes, yes]);
    expect(within(comparisonTable()).queryByRole('rowheader', { name: 'Alerts by email' })).toBeNull();
  });
});
