import { screen, within } from '@testing-library/react';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderWithShell, setViewportWidth } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { PackagesPage } from './packages-page';

const LIST_NAME = /So sánh các gói EchoWatch/;

function card(name: string): HTMLElement {
  return within(screen.getByRole('list', { name: LIST_NAME })).getByRole('article', { name });
}

/** A definition list read as term → value, spaces normalised. */
function limitsOf(element: HTMLElement): Record<string, string> {
  const terms = within(element).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, (term.nextElementSibling?.textContent ?? '').trim()]),
  );
}

describe('package list on mobile', () => {
  it('shows one card per package instead of the comparison table', async () => {
    setViewportWidth(MOBILE_WIDTH);
    await renderWithShell(<PackagesPage />, { route: '/packages' });
    expect(screen.queryByRole('table', { name: LIST_NAME })).toBeNull();
    const cards = within(screen.getByRole('list', { name: LIST_NAME })).getAllByRole('article');
    expect(cards.map((element) => within(element).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Basic',
      'Standard',
      'Premium',
      'Professional',
    ]);
  });

  it('lists the limits and price of each package on its card', async () => {
    setViewportWidth(MOBILE_WIDTH);
    await renderWithShell(<PackagesPage />, { route: '/packages' });
    expect(limitsOf(card('Standard'))).toEqual({
      'Số thảo luận thu thập mỗi tháng': '20.000',
      'Số tài khoản người dùng': '2',
      'Số chủ đề/từ khóa': '20',
      'Số lượt xuất dữ liệu mỗi ngày': '20',
      'Số thảo luận tối đa mỗi lượt xuất': '2.000',
    });
    expect(limitsOf(card('Professional'))['Số thảo luận thu thập mỗi tháng']).toBe('200.000');
    expect(within(card('Premium')).getByText(/12\.000\.000\s₫/)).toBeInTheDocument();
  });

  it('expands a feature module inside a card with availability for that package', async () => {
    setViewportWidth(MOBILE_WIDTH);
    const { user } = await renderWithShell(<PackagesPage />, { route: '/packages', language: 'en' });
    const premium = within(screen.getByRole('list', { name: /Comparison of EchoWatch/ })).getByRole('article', {
      name: 'Premium',
    });
    const expander = within(premium).getByRole('button', { name: 'Crisis alerts' });
    expect(within(premium).getByText('Brand health monitoring').closest('p')).toHaveTextContent(
      'Brand health monitoringAsk us what each package includes',
    );
    expect(expander).toHaveAttribute('aria-expanded', 'false');
    expect(within(premium).queryByText('Alerts by email')).not.toBeVisible();

    await user.click(expander);
    expect(expander).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(expander.getAttribute('aria-controls')!)!;
    expect(details).toBeVisible();
    const item = (text: string) => within(details).getByText(text).closest('li')!;
    expect(item('Alerts by email')).toHaveTextContent('Not included');
    expect(item('Advanced alert settings')).toHaveTextContent(/^✓Included/);
  });

  it('keeps the table on desktop widths', async () => {
    setViewportWidth(DESKTOP_WIDTH);
    await renderWithShell(<PackagesPage />, { route: '/packages' });
    expect(screen.getByRole('table', { name: LIST_NAME })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: LIST_NAME })).toBeNull();
  });
});
