import { screen, within } from '@testing-library/react';
import { DESKTOP_WIDTH, LocationProbe, probedLocation, renderWithShell, setViewportWidth } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { PackagesPage } from './packages-page';

async function openAt(route: string) {
  const rendered = await renderWithShell(
    <>
      <PackagesPage />
      <LocationProbe />
    </>,
    { route, language: 'vi' },
  );
  const tab = () => probedLocation(screen.getByTestId('location')).searchParams.get('tab');
  return { ...rendered, tab };
}

function selectedTab(): HTMLElement {
  return screen.getByRole('tab', { selected: true });
}

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('audience tabs', () => {
  it.each([
    ['/packages', 'Doanh nghiệp'],
    ['/packages?tab=9', 'Doanh nghiệp'],
    ['/packages?tab=abc', 'Doanh nghiệp'],
    ['/packages?tab=1', 'Doanh nghiệp'],
    ['/packages?tab=2', 'Cơ quan Nhà nước'],
    ['/packages?tab=3', 'Agency'],
  ])('opens %s on the %s tab', async (route, label) => {
    await openAt(route);
    expect(selectedTab()).toHaveTextContent(label);
    expect(screen.getAllByRole('tab', { selected: false })).toHaveLength(2);
  });

  it('wires tabs and panel together with roving tabindex', async () => {
    await openAt('/packages?tab=2');
    const tabs = screen.getAllByRole('tab');
    // The site's one tab look: words over a rule, the selected one underlined.
    expect(screen.getByRole('tablist', { name: 'Bảng giá theo đối tượng khách hàng' })).toHaveClass('underline', 'tablist');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('id', selectedTab().getAttribute('aria-controls'));
    expect(panel).toHaveAttribute('aria-labelledby', selectedTab().id);
    expect(panel).toHaveAccessibleName('Cơ quan Nhà nước');
  });

  it.each([
    ['/packages', /doanh nghiệp/i, /Đánh giá hiệu quả chiến dịch/],
    ['/packages?tab=2', /cơ quan Nhà nước/i, /Phát hiện sớm điểm nóng/],
    ['/packages?tab=3', /agency/i, /Theo dõi song song nhiều thương hiệu khách hàng/],
  ])('shows the copy of the audience at %s', async (route, title, useCase) => {
    await openAt(route);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(within(panel).getByText(useCase)).toBeInTheDocument();
  });

  it('writes the clicked tab to ?tab= and keeps other parameters', async () => {
    const { user, tab } = await openAt('/packages?lng=vi');
    await user.click(screen.getByRole('tab', { name: 'Agency' }));
    expect(selectedTab()).toHaveTextContent('Agency');
    expect(tab()).toBe('3');
    expect(probedLocation(screen.getByTestId('location')).searchParams.get('lng')).toBe('vi');

    await user.click(screen.getByRole('tab', { name: 'Cơ quan Nhà nước' }));
    expect(tab()).toBe('2');
    await user.click(screen.getByRole('tab', { name: 'Doanh nghiệp' }));
    expect(tab()).toBe('1');
  });

  it('moves between tabs with the arrow, Home and End keys', async () => {
    const { user, tab } = await openAt('/packages');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Doanh nghiệp' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Cơ quan Nhà nước');
    expect(selectedTab()).toHaveFocus();
    expect(tab()).toBe('2');

    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Agency');
    expect(tab()).toBe('3');

    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Doanh nghiệp');
    expect(selectedTab()).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Agency');
    expect(tab()).toBe('3');

    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Doanh nghiệp');
    expect(selectedTab()).toHaveFocus();
    expect(tab()).toBe('1');
  });
});
