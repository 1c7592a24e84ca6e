import { render, screen } from '@testing-library/react';
import { PageTitle, pageTitleClassName } from './page-title';

describe('PageTitle', () => {
  it('is the page’s h1 in the document size unless it opens a landing page', () => {
    render(<PageTitle>Terms of use</PageTitle>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('document');
  });

  it('draws the hero size when asked', () => {
    render(<PageTitle scale="hero">Social listening</PageTitle>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass(pageTitleClassName('hero'));
    expect(pageTitleClassName('hero')).not.toBe(pageTitleClassName('document'));
  });
});
