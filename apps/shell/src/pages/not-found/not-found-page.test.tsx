import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the content does not exist, and offers a search of the articles, the main sections and home', async () => {
    await renderWithShell(<NotFoundPage />, { route: '/no-such-page?lng=en', language: 'en' });
    const title = screen.getByRole('heading', { level: 1, name: 'Content does not exist' });
    // The page opens with the soft band holding its title, as every page but a landing page.
    expect(title.closest('.band')).not.toBeNull();
    expect(title).toHaveClass('title');
    const search = screen.getByRole('search', { name: 'Search articles' });
    expect(search).toHaveAttribute('action', '/discovery');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute('name', 'keyword');
    // The language of the address goes with the search.
    expect(search.querySelector('input[type="hidden"][name="lng"]')).toHaveValue('en');
    const sections = within(screen.getByRole('navigation', { name: 'Main sections' }));
    expect(sections.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pricing', '/packages?lng=en'],
      ['Report service', '/reporting-service?lng=en'],
      ['Blog', '/discovery?lng=en'],
      ['Open API docs', '/open-api-docs?lng=en'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Home page' })).toHaveAttribute('href', '/?lng=en');
  });

  it('says so in Vietnamese, and sends no language the address did not name', async () => {
    await renderWithShell(<NotFoundPage />, { route: '/khong-co', language: 'vi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nội dung không tồn tại' })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Tìm bài viết' });
    expect(search.querySelector('input[name="lng"]')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Các mục chính' })).toBeInTheDocument();
  });
});
