import { screen } from '@testing-library/react';
import { DESKTOP_WIDTH, renderWithShell, setViewportWidth, testSiteConfig } from '@echowatch/test-utils';
import { Page } from '../../exposes/pricing-page';
import { serveReferenceLists } from '../../testing/report-contact-api';
import { isReportingServicePath } from './pricing-route-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('pricing route wrapper', () => {
  it('renders the pricing page at /packages', async () => {
    await renderWithShell(<Page config={testSiteConfig()} routeTitle="Bảng giá" />, { route: '/packages?tab=2' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bảng giá các gói EchoWatch');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Cơ quan Nhà nước');
  });

  it('renders the report-service page, loaded on demand, at /reporting-service', async () => {
    serveReferenceLists();
    await renderWithShell(<Page config={testSiteConfig()} routeTitle="Dịch vụ báo cáo" />, {
      route: '/reporting-service/',
    });
    // Never a blank page area while the report-service part is on its way.
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải trang dịch vụ báo cáo…');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Dịch vụ báo cáo chuyên sâu từ dữ liệu mạng xã hội',
    );
    expect(screen.getByRole('region', { name: 'Đăng ký tư vấn dịch vụ báo cáo' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(await screen.findByRole('option', { name: 'Hà Nội' })).toBeInTheDocument();
  });

  it('tells the two paths apart, with or without a trailing slash', () => {
    expect(isReportingServicePath('/reporting-service')).toBe(true);
    expect(isReportingServicePath('/reporting-service/')).toBe(true);
    expect(isReportingServicePath('/packages')).toBe(false);
    expect(isReportingServicePath('/reporting-services')).toBe(false);
  });
});
