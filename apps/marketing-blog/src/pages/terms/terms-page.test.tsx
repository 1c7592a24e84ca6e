import { act, screen, within } from '@testing-library/react';
import { renderWithShell, testSiteConfig } from '@echowatch/test-utils';
import { switchLanguage } from '@echowatch/remote-kit';
import '../../testing/all-texts';
import { TermsPage } from './terms-page';

const SECTION_IDS = [
  'accept-terms',
  'website-availability',
  'service-description',
  'mobile-app',
  'payment-and-package-changes',
  'intellectual-property',
  'sign-up',
  'use-of-service',
  'data-security',
  'cancellation',
];

const VI_TITLES = [
  'Chấp nhận điều khoản',
  'Tính sẵn sàng của website',
  'Mô tả dịch vụ',
  'Ứng dụng di động',
  'Thanh toán và thay đổi gói dịch vụ',
  'Quyền sở hữu trí tuệ',
  'Đăng ký tài khoản',
  'Sử dụng dịch vụ',
  'Bảo mật dữ liệu',
  'Hủy dịch vụ',
];

const EN_TITLES = [
  'Acceptance of the terms',
  'Website availability',
  'Description of the service',
  'Mobile app',
  'Payment and package changes',
  'Intellectual property',
  'Sign-up',
  'Use of the service',
  'Data security',
  'Cancellation',
];

function sectionHeadings() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('TermsPage', () => {
  it.each([
    ['vi', 'Điều khoản sử dụng', VI_TITLES, '01/10/2026'],
    ['en', 'Terms of Use', EN_TITLES, '1 October 2026'],
  ] as const)('shows one title and the ten sections in order (%s)', async (language, title, titles, date) => {
    await renderWithShell(<TermsPage />, { route: '/terms-of-use', language });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(titles.map((name, index) => `${index + 1}. ${name}`));
    expect(screen.getByText(date)).toHaveAttribute('dateTime', '2026-10-01');
  });

  it.each([
    ['vi', 'Đường dẫn', 'Trang chủ', 'Điều khoản sử dụng'],
    ['en', 'Breadcrumb', 'Home', 'Terms of Use'],
  ] as const)('opens with the trail Home › the page above its title (%s)', async (language, label, home, title) => {
    await renderWithShell(<TermsPage />, { route: '/terms-of-use', language });
    const trail = screen.getByRole('navigation', { name: label });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual([home, title]);
    expect(within(trail).getByRole('link', { name: home })).toHaveAttribute('href', '/');
    expect(trail.nextElementSibling).toBe(screen.getByRole('heading', { level: 1, name: title }));
  });

  it('links every contents entry to its section with ids that do not depend on the language', async () => {
    await renderWithShell(<TermsPage />, { route: '/terms-of-use', language: 'en' });
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SECTION_IDS.map((id) => `#${id}`));
    expect(links.map((link) => link.textContent)).toEqual(EN_TITLES);

    await act(() => switchLanguage('vi'));
    expect(screen.getByRole('navigation', { name: 'Mục lục' })).toBeInTheDocument();
    for (const [index, id] of SECTION_IDS.entries()) {
      const section = document.getElementById(id);
      expect(section).not.toBeNull();
      expect(within(section!).getByRole('heading', { level: 2 })).toHaveTextContent(VI_TITLES[index]!);
    }
  });

  it('fills in the brand and contact from configuration and leaves no placeholder behind', async () => {
    const config = testSiteConfig({
      brand: { name: 'Acme Listening', siteUrl: 'https://acme.example' },
      contact: { hotline: '024 3999 8888', email: 'legal@acme.example' },
    });
    const { container } = await renderWithShell(<TermsPage />, { route: '/terms-of-use', language: 'en', config });
    expect(container).toHaveTextContent(/Acme Listening is a social-listening and online reputation-monitoring/);
    expect(container).toHaveTextContent(/writing to legal@acme\.example or calling the hotline 024 3999 8888/);
    expect(container.textContent).not.toMatch(/\{\{|\}\}|<mail>|<phone>|EchoWatch/);
    expect(screen.getByRole('link', { name: 'legal@acme.example' })).toHaveAttribute('href', 'mailto:legal@acme.example');
    expect(screen.getByRole('link', { name: '024 3999 8888' })).toHaveAttribute('href', 'tel:02439998888');
  });

  it('states the trial and the four packages', async () => {
    const { container } = await renderWithShell(<TermsPage />, { route: '/terms-of-use', language: 'vi' });
    expect(container).toHaveTextContent(/dùng thử Dịch vụ miễn phí trong 15 ngày với tối đa 5.000 dữ liệu/);
    expect(container).toHaveTextContent(/bốn gói Basic, Standard, Premium và Professional/);
  });

  it('still renders the whole text when opened from the app', async () => {
    await renderWithShell(<TermsPage />, { route: '/terms-of-use?from=app', language: 'vi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Điều khoản sử dụng' })).toBeInTheDocument();
    expect(sectionHeadings()).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: 'Mục lục' })).toBeInTheDocument();
  });
});
