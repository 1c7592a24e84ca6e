import { screen } from '@testing-library/react';
import { renderWithShell } from '@echowatch/test-utils';
import '../testing/all-texts';
import { PageSkeleton } from './page-skeleton';

describe('PageSkeleton', () => {
  it('tells screen readers the page is loading, in the page language, and hides the outline from them', async () => {
    const { container } = await renderWithShell(<PageSkeleton />, { language: 'en' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading content…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    const outline = container.querySelector('[aria-hidden="true"]');
    expect(outline?.children.length).toBeGreaterThan(2);
  });

  it('speaks Vietnamese on a Vietnamese page', async () => {
    await renderWithShell(<PageSkeleton />, { language: 'vi' });
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải nội dung…');
  });
});
