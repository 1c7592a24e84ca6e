import { render, screen } from '@testing-library/react';
import { PageBanner } from './page-banner';

describe('PageBanner', () => {
  it('holds the title, eyebrow, lead and calls to action in the soft treatment by default', () => {
    render(
      <PageBanner titleId="t" eyebrow="Solutions" title="Brand health" lead="Know what is said" actions={<a href="/register">Register</a>} />,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Brand health' });
    expect(title).toHaveAttribute('id', 't');
    expect(title).toHaveClass('document');
    const banner = title.closest('.soft');
    expect(banner).not.toBeNull();
    expect(banner).toHaveTextContent('Solutions');
    expect(banner).toHaveTextContent('Know what is said');
    expect(screen.getByRole('link', { name: 'Register' }).parentElement).toHaveClass('ctaRow');
  });

  it('draws a landing page’s dark banner with the hero title and no empty parts', () => {
    const { container } = render(<PageBanner variant="dark" scale="hero" title="Reports" />);
    expect(container.firstChild).toHaveClass('dark');
    // The shell's header is the page's one banner landmark.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('hero');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('puts the trail to the page above the eyebrow and the title', () => {
    render(<PageBanner eyebrow="Solutions" title="Brand health" breadcrumbs={<nav aria-label="Breadcrumb" />} />);
    const column = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(column.firstElementChild).toBe(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(column.children[1]).toHaveTextContent('Solutions');
  });
});
