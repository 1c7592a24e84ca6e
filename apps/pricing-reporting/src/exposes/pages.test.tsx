import { screen } from '@testing-library/react';
import { DESKTOP_WIDTH, renderWithShell, setViewportWidth, testSiteConfig } from '@echowatch/test-utils';
import '../testing/all-texts';
import { serveReferenceLists } from '../testing/report-contact-api';
import { Page as PackagesPage } from './packages-page';
import { Page as ReportingServicePage } from './reporting-service-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

// The shell's route table picks the expose for a path; an expose shows its one page wherever it is mounted.
describe('the exposed pages', () => {
  it('shows the pricing page, tab from the address', async () => {
    await renderWithShell(<PackagesPage config={testSiteConfig()} routeTitle="Bảng giá" />, { route: '/packages?tab=2' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bảng giá các gói EchoWatch');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Cơ quan Nhà nước');
  });

  it('shows the report-service page with its own text and form, and no pricing tabs', async () => {
    serveReferenceLists();
    await renderWithShell(<ReportingServicePage config={testSiteConfig()} routeTitle="Dịch vụ báo cáo" />, {
      route: '/reporting-service/',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dịch vụ báo cáo chuyên sâu từ dữ liệu mạng xã hội');
    expect(screen.getByRole('region', { name: 'Đăng ký tư vấn dịch vụ báo cáo' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(await screen.findByRole('option', { name: 'Hà Nội' })).toBeInTheDocument();
  });

  it('does not pick its page from the path', async () => {
    serveReferenceLists();
    await renderWithShell(<ReportingServicePage config={testSiteConfig()} routeTitle="Dịch vụ báo cáo" />, { route: '/packages' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dịch vụ báo cáo chuyên sâu từ dữ liệu mạng xã hội');
    expect(await screen.findByRole('option', { name: 'Hà Nội' })).toBeInTheDocument();
  });
});
