import { act, fireEvent, screen, within } from '@testing-library/react';
import { DESKTOP_WIDTH, renderWithShell, setViewportWidth } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { STICKY_HEADER_SCROLL_PX } from './page-constants';
import { PackagesPage } from './packages-page';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    fireEvent.scroll(window);
  });
}

const stickyHeader = () => screen.queryByRole('region', { name: 'Tóm tắt các gói' });

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => scrollTo(0));

describe('sticky package header', () => {
  it('is set at 700 px (R-PRICE-5)', () => {
    expect(STICKY_HEADER_SCROLL_PX).toBe(700);
  });

  it('appears only once the page is scrolled past 700 px', async () => {
    await renderWithShell(<PackagesPage />, { route: '/packages' });
    expect(stickyHeader()).toBeNull();

    scrollTo(400);
    expect(stickyHeader()).toBeNull();
    scrollTo(700);
    expect(stickyHeader()).toBeNull();

    scrollTo(701);
    const header = stickyHeader()!;
    expect(header).toBeInTheDocument();
    const items = within(header).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s+/g, ' '));
    expect(items).toEqual([
      'Basic5.000.000 ₫/tháng',
      'Standard8.000.000 ₫/tháng',
      'Premium12.000.000 ₫/tháng',
      'Professional28.000.000 ₫/tháng',
    ]);
    expect(within(header).getByRole('link', { name: 'Đăng ký ngay' })).toHaveAttribute('href', '/register?trial=1');

    scrollTo(120);
    expect(stickyHeader()).toBeNull();
  });
});
