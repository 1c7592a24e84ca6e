import { render, screen } from '@testing-library/react';
import { ContentWidth } from './content-width';
import { Section } from './section';

describe('ContentWidth', () => {
  it('draws the content column as the element asked for, keeping the caller’s class', () => {
    render(
      <ContentWidth as="main" className="own">
        Text
      </ContentWidth>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveClass('contentWidth', 'own');
  });
});

describe('Section', () => {
  it('is a region named by its heading, with its intro under it', () => {
    render(
      <Section heading="Latest posts" intro="From the blog">
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Latest posts' });
    expect(region).toHaveClass('section');
    expect(screen.getByRole('heading', { level: 2, name: 'Latest posts' })).toBeInTheDocument();
    expect(region).toHaveTextContent('From the blog');
  });

  it('sets a band apart in the pale tone, and is no landmark without a heading', () => {
    const { container } = render(
      <Section tone="alt">
        <p>Body</p>
      </Section>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('section')).toHaveClass('alt');
  });
});
