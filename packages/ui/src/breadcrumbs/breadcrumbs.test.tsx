import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from './breadcrumbs';

const CRUMBS = [
  { label: 'Home', href: '/' },
  { label: 'Blog', href: '/discovery' },
  { label: 'Brand health', href: '/ignored-for-the-page-itself' },
];

describe('Breadcrumbs', () => {
  it('is a named list of links whose last crumb is the page itself, not a link', () => {
    render(<Breadcrumbs label="Breadcrumb" crumbs={CRUMBS} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(within(trail).getByRole('list')).getAllByRole('listitem');
    // The separators are drawn by the style sheet: the crumbs read as their labels alone.
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Blog', 'Brand health']);
    expect(within(trail).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Blog', '/discovery'],
    ]);
    const page = within(items[2]!).getByText('Brand health');
    expect(page).toHaveAttribute('aria-current', 'page');
    expect(page.closest('a')).toBeNull();
  });

  it('draws its links with the link the caller gives, and a crumb without an address as text', () => {
    const renderLink = jest.fn(({ href, className, children }: { href: string; className: string; children: ReactNode }) => (
      <a href={`#router${href}`} className={className} data-router="">
        {children}
      </a>
    ));
    render(
      <Breadcrumbs
        label="Đường dẫn"
        crumbs={[{ label: 'Trang chủ', href: '/' }, { label: 'Hỗ trợ' }, { label: 'Câu hỏi' }]}
        renderLink={renderLink}
        className="extra"
      />,
    );
    expect(renderLink).toHaveBeenCalledTimes(1);
    const home = screen.getByRole('link', { name: 'Trang chủ' });
    expect(home).toHaveAttribute('href', '#router/');
    expect(home).toHaveAttribute('data-router');
    expect(home).toHaveClass('link');
    const support = screen.getByText('Hỗ trợ');
    expect(support.closest('a')).toBeNull();
    expect(support).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('navigation', { name: 'Đường dẫn' })).toHaveClass('breadcrumbs', 'extra');
  });
});
