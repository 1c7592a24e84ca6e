import { render, screen } from '@testing-library/react';
import { Card, CardGrid } from './card';

describe('Card', () => {
  it('draws items of a card grid as list items in the one card style', () => {
    render(
      <CardGrid aria-label="Plans">
        <Card as="li">Basic</Card>
        <Card as="li" stack>
          Pro
        </Card>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Plans' });
    expect(list).toHaveClass('grid');
    const [basic, pro] = screen.getAllByRole('listitem');
    expect(basic).toHaveClass('card');
    expect(pro).toHaveClass('stack');
  });

  it('is an article when the caller says so', () => {
    render(
      <Card as="article" aria-label="Post" className="own">
        Text
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Post' })).toHaveClass('card', 'own');
  });
});
