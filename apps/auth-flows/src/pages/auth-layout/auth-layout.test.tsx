import { screen, within } from '@testing-library/react';
import { renderWithShell, testSiteConfig } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { AuthLayout } from './auth-layout';
import { telHref } from './support-panel';

const config = testSiteConfig({
  brand: { name: 'EchoWatch', siteUrl: 'http://localhost:8080' },
  contact: { hotline: '1900 6868', email: 'contact@echowatch.vn' },
});

function FormArea() {
  return (
    <section aria-labelledby="form-title">
      <h1 id="form-title">Sign in</h1>
    </section>
  );
}

describe('AuthLayout', () => {
  it('puts the page first and the support panel with contact links beside it', async () => {
    await renderWithShell(
      <AuthLayout>
        <FormArea />
      </AuthLayout>,
      { language: 'en', config },
    );
    const panel = screen.getByRole('region', { name: 'Account support' });
    const title = screen.getByRole('heading', { level: 1, name: 'Sign in' });
    expect(title.compareDocumentPosition(panel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // The page and the panel sit on the soft band, as every page but a landing page opens.
    expect(title.closest('.band')).toContainElement(panel);
    expect(within(panel).getByRole('heading', { level: 2, name: 'About EchoWatch' })).toBeInTheDocument();
    expect(within(panel).getByText(/EchoWatch follows mentions of your organization/)).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 2, name: 'Need help?' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'contact@echowatch.vn' })).toHaveAttribute(
      'href',
      'mailto:contact@echowatch.vn',
    );
    expect(within(panel).getByRole('link', { name: '1900 6868' })).toHaveAttribute('href', 'tel:19006868');
  });

  it('speaks Vietnamese and follows the configured brand and contact', async () => {
    await renderWithShell(
      <AuthLayout>
        <FormArea />
      </AuthLayout>,
      {
        language: 'vi',
        config: testSiteConfig({
          brand: { name: 'EchoWatch Gov', siteUrl: 'https://gov.echowatch.vn' },
          contact: { hotline: '+84 24 3999 8888', email: 'hotro@echowatch.vn' },
        }),
      },
    );
    const panel = screen.getByRole('region', { name: 'Hỗ trợ tài khoản' });
    expect(within(panel).getByRole('heading', { name: 'Về EchoWatch Gov' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Cần hỗ trợ?' })).toBeInTheDocument();
    expect(within(panel).getByText('Đường dây nóng')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'hotro@echowatch.vn' })).toHaveAttribute(
      'href',
      'mailto:hotro@echowatch.vn',
    );
    expect(within(panel).getByRole('link', { name: '+84 24 3999 8888' })).toHaveAttribute('href', 'tel:+842439998888');
  });
});

describe('telHref', () => {
  it('keeps only what a phone dials', () => {
    expect(telHref('1900 6868')).toBe('tel:19006868');
    expect(telHref('(+84) 905-123-456')).toBe('tel:+84905123456');
  });
});
