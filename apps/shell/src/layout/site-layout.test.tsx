import { screen } from '@testing-library/react';
import { renderWithShell } from '@echowatch/test-utils';
import '../i18n/register';
import { SiteLayout } from './site-layout';

const page = (
  <SiteLayout>
    <h1>Terms of use</h1>
  </SiteLayout>
);

describe('SiteLayout', () => {
  it('frames the page with banner, navigation, main and contentinfo from configuration', async () => {
    await renderWithShell(page, { language: 'en' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Terms of use' }));
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('contact@echowatch.vn');
    expect(screen.getByRole('link', { name: '1900 6868' })).toHaveAttribute('href', 'tel:19006868');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
  });

  it('hides header and footer for pages opened from the mobile app', async () => {
    await renderWithShell(page, { route: '/terms-of-use?from=app', language: 'en' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('switches every string and <html lang> when the visitor picks a language', async () => {
    const { user } = await renderWithShell(page, { language: 'vi' });
    expect(screen.getByRole('link', { name: 'Bảng giá' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens and closes the solutions menu as a disclosure', async () => {
    const { user } = await renderWithShell(page, { language: 'en' });
    const solutions = screen.getByRole('button', { name: 'Solutions' });
    expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await user.click(solutions);
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Brand health measurement' })).toHaveAttribute(
      'href',
      '/solutions/brand-health-measurement',
    );
    await user.keyboard('{Escape}');
    expect(solutions).toHaveAttribute('aria-expanded', 'false');
    expect(solutions).toHaveFocus();
  });
});
