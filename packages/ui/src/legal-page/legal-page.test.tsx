import { render, screen } from '@testing-library/react';
import { LegalPage } from './legal-page';

describe('LegalPage', () => {
  it('is an article named by its title, with the date, contents and text', () => {
    render(
      <LegalPage titleId="terms" title="Terms of use" intro="Please read" updated="Updated 1 May 2025" aside={<nav aria-label="Contents" />}>
        <p>1. Scope</p>
      </LegalPage>,
    );
    const article = screen.getByRole('article', { name: 'Terms of use' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('document');
    expect(article).toHaveTextContent('Please read');
    expect(article).toHaveTextContent('Updated 1 May 2025');
    expect(screen.getByRole('navigation', { name: 'Contents' }).parentElement).toHaveClass('aside');
    expect(screen.getByText('1. Scope').parentElement).toHaveClass('body');
  });

  it('opens its banner with the trail to the page, which the compact banner leaves out', () => {
    const trail = <nav aria-label="Breadcrumb" />;
    const { rerender } = render(
      <LegalPage titleId="t" title="Terms of use" updated="Updated" breadcrumbs={trail}>
        <p>Text</p>
      </LegalPage>,
    );
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.parentElement!.firstElementChild).toBe(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    rerender(
      <LegalPage titleId="t" title="Terms of use" updated="Updated" breadcrumbs={trail} compact>
        <p>Text</p>
      </LegalPage>,
    );
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('has no contents column when there is none', () => {
    const { container } = render(
      <LegalPage titleId="p" title="Privacy" updated="Updated">
        <p>Text</p>
      </LegalPage>,
    );
    expect(container.querySelector('.aside')).toBeNull();
  });

  it('keeps the title alone in the banner when compact, the date moved above the contents', () => {
    render(
      <LegalPage titleId="p" title="Privacy" intro="Why" updated="Updated 1 May 2025" aside={<nav aria-label="Contents" />} compact>
        <p>Text</p>
      </LegalPage>,
    );
    const banner = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(banner).not.toHaveTextContent('Updated');
    expect(screen.queryByText('Why')).toBeNull();
    expect(screen.getByText('Updated 1 May 2025').parentElement).toHaveClass('aside');
  });
});
