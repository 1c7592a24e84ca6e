import { screen, within } from '@testing-library/react';
import { PRODUCT_SLUGS } from '@echowatch/contracts';
import { renderWithShell } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { FeaturePage } from './feature-page';
import { SolutionPage } from './solution-page';

function openSolution(slug: string, language: 'vi' | 'en' = 'vi') {
  return renderWithShell(<SolutionPage />, { route: `/solutions/${slug}`, path: '/solutions/:slug', language });
}

function openFeature(slug: string, language: 'vi' | 'en' = 'vi') {
  return renderWithShell(<FeaturePage />, { route: `/features/${slug}`, path: '/features/:slug', language });
}

describe('solution and feature pages', () => {
  it.each(PRODUCT_SLUGS.solutions.flatMap((slug) => [[slug, 'vi'], [slug, 'en']] as const))(
    'the %s solution has a title, three benefits, steps and calls to action (%s)',
    async (slug, language) => {
      await openSolution(slug, language);
      const article = screen.getByRole('article');
      expect(within(article).getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(within(article).getAllByRole('heading', { level: 3 })).toHaveLength(3);
      expect(within(article).getAllByRole('listitem').length).toBeGreaterThanOrEqual(8);
      const report = within(article).getAllByRole('link', { name: language === 'vi' ? 'Đăng ký dịch vụ báo cáo' : 'Request the report service' });
      expect(report[0]).toHaveAttribute('href', '/reporting-service');
      const register = within(article).getAllByRole('link', { name: language === 'vi' ? 'Dùng thử miễn phí 15 ngày' : 'Start your free 15-day trial' });
      expect(register[0]).toHaveAttribute('href', '/register?trial=1');
      expect(article.textContent).not.toMatch(/solutions\.|features\.|product\./);
    },
  );

  it('names the page’s kind and links the other two of that kind', async () => {
    await openSolution('customer-care', 'en');
    expect(screen.getByText('Solution')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer care from what people say online' })).toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Other solutions' });
    expect(within(others).getByRole('link', { name: 'Brand health measurement' })).toHaveAttribute(
      'href',
      '/solutions/brand-health-measurement',
    );
    expect(within(others).queryByRole('link', { name: 'Customer care' })).not.toBeInTheDocument();
  });

  it('opens with the trail Home › the page on the dark banner', async () => {
    await openSolution('customer-care', 'vi');
    const trail = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(trail.closest('.dark')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Trang chủ', 'Chăm sóc khách hàng']);
    expect(within(trail).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Chăm sóc khách hàng')).toHaveAttribute('aria-current', 'page');
  });

  it.each(PRODUCT_SLUGS.features.flatMap((slug) => [[slug, 'vi'], [slug, 'en']] as const))(
    'the %s feature has its own content (%s)',
    async (slug, language) => {
      await openFeature(slug, language);
      expect(screen.getByText(language === 'vi' ? 'Tính năng' : 'Feature')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
      expect(screen.getByRole('navigation', { name: language === 'vi' ? 'Các tính năng khác' : 'Other features' })).toBeInTheDocument();
    },
  );

  it.each([
    ['solutions', 'customer-care', 'vi', 'Chăm sóc khách hàng'],
    ['solutions', 'brand-health-measurement', 'en', 'Brand health measurement'],
    ['features', 'data-analysis', 'vi', 'Phân tích dữ liệu'],
    ['features', 'alert-report', 'en', 'Alerts and reports'],
  ] as const)('names the document after the %s page %s (%s)', async (kind, slug, language, name) => {
    if (kind === 'solutions') await openSolution(slug, language);
    else await openFeature(slug, language);
    expect(document.title).toBe(`${name} | EchoWatch`);
  });

  it('keeps the language the address names on its links to other pages', async () => {
    await renderWithShell(<SolutionPage />, { route: '/solutions/customer-care?lng=en', path: '/solutions/:slug', language: 'en' });
    const others = screen.getByRole('navigation', { name: 'Other solutions' });
    expect(within(others).getByRole('link', { name: 'Brand health measurement' })).toHaveAttribute(
      'href',
      '/solutions/brand-health-measurement?lng=en',
    );
    expect(screen.getAllByRole('link', { name: 'Start your free 15-day trial' })[0]).toHaveAttribute('href', '/register?trial=1&lng=en');
  });

  it('shows the not-found screen for a slug of the other kind or none at all', async () => {
    await openFeature('customer-care');
    expect(screen.getByRole('heading', { level: 1, name: 'Nội dung không tồn tại' })).toBeInTheDocument();
  });
});
