import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@echowatch/routing';
import { renderWithShell } from '@echowatch/test-utils';
import '../testing/all-texts';
import { SiteLayout } from './site-layout';

/** The address in view, as a visitor would copy it from the address bar. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}${hash}`}</output>;
}

const page = (
  <SiteLayout>
    <h1>Terms of use</h1>
    <Address />
  </SiteLayout>
);

const address = () => screen.getByRole('status', { name: 'Address' });

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
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
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

  describe('the phone menu', () => {
    const toggle = () => screen.getByRole('button', { name: /^(Open|Close) menu$/ });

    it('closes on Escape, giving focus back to its button, and a submenu closes before it', async () => {
      const { user } = await renderWithShell(page, { language: 'en' });
      await user.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      const solutions = screen.getByRole('button', { name: 'Solutions' });
      await user.click(solutions);
      await user.keyboard('{Escape}');
      expect(solutions).toHaveAttribute('aria-expanded', 'false');
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(toggle()).toHaveFocus();
      expect(toggle()).toHaveAccessibleName('Open menu');
    });

    it('closes on a press outside it, and stays open for a press inside', async () => {
      const { user } = await renderWithShell(page, { language: 'en' });
      await user.click(toggle());
      await user.click(screen.getByRole('navigation', { name: 'Main navigation' }));
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('heading', { name: 'Terms of use' }));
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes once the visitor picks a language in it', async () => {
      const { user } = await renderWithShell(page, { language: 'vi' });
      await user.click(screen.getByRole('button', { name: 'Mở menu' }));
      await user.click(screen.getByRole('link', { name: 'English' }));
      expect(document.documentElement.lang).toBe('en');
      await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'));
    });
  });

  describe('the address keeps the chosen language', () => {
    it('names the choice in the address, in place of the ?lng= it had', async () => {
      const { user } = await renderWithShell(page, { route: '/terms-of-use?lng=en#section-2', language: 'en' });
      await user.click(screen.getByRole('link', { name: 'Tiếng Việt' }));
      expect(document.documentElement.lang).toBe('vi');
      await waitFor(() => expect(address()).toHaveTextContent('/terms-of-use?lng=vi#section-2'));
      expect(document.cookie).toContain('ew_lng=vi');
    });

    it('adds the choice to an address that named no language, keeping the rest of it', async () => {
      const { user } = await renderWithShell(page, { route: '/terms-of-use?from=web', language: 'vi' });
      await user.click(screen.getByRole('link', { name: 'English' }));
      await waitFor(() => expect(address()).toHaveTextContent('/terms-of-use?from=web&lng=en'));
    });

    it('carries the language of the address on every link of the header and footer', async () => {
      const { user } = await renderWithShell(page, { route: '/terms-of-use', language: 'vi' });
      const nav = screen.getByRole('navigation', { name: 'Điều hướng chính' });
      expect(within(nav).getByRole('link', { name: 'Bảng giá' })).toHaveAttribute('href', '/packages');
      await user.click(screen.getByRole('link', { name: 'English' }));
      await waitFor(() => expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/packages?lng=en'));
      expect(screen.getByRole('contentinfo').querySelector('a[href="/privacy-policy?lng=en"]')).not.toBeNull();
      await user.click(within(nav).getByRole('link', { name: 'Pricing' }));
      expect(address()).toHaveTextContent('/packages?lng=en');
    });

    it('lets the language in use outvote an address that names another one', async () => {
      // As after Back to an entry from before the visitor switched: a reload must not undo the switch.
      await renderWithShell(page, { route: '/packages?lng=vi', language: 'en' });
      await waitFor(() => expect(address()).toHaveTextContent('/packages?lng=en'));
      expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/packages?lng=en');
    });
  });
});
