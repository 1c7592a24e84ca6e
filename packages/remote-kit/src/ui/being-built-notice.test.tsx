import { render, screen } from '@testing-library/react';
import { initSiteI18n } from '../i18n/site-i18n';
// The kit's entry, which registers the kit's texts as every remote gets them.
import { BeingBuiltNotice } from '../index';

describe('BeingBuiltNotice', () => {
  it('opens with the soft band holding the route’s title, the notice under it', async () => {
    await initSiteI18n({ language: 'en' });
    render(<BeingBuiltNotice routeTitle="Brand health" />);
    const title = screen.getByRole('heading', { level: 1, name: 'Brand health' });
    expect(title).toHaveClass('title');
    expect(title.closest('.band')).not.toBeNull();
    const notice = screen.getByText('This page is being built and will be available soon. Thank you for your patience.');
    expect(notice.closest('.band')).toBeNull();
    expect(screen.getByRole('region', { name: 'Brand health' })).toContainElement(notice);
  });
});
