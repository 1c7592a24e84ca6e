import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShell, testSiteConfig } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { LocationProbe, makePost, serveBlogList } from '../../testing/blog-fixtures';
import { installFormDataFromForms } from '../../testing/form-data-from-forms';
import { InsightPage } from './insight-page';

installFormDataFromForms();

const POSTS = Array.from({ length: 16 }, (_, index) => makePost(index + 1));

function open(route: string, language: 'vi' | 'en' = 'vi', insight = '/insight') {
  const config = testSiteConfig({ routes: { insight } });
  return renderWithShell(
    <>
      <InsightPage />
      <LocationProbe />
    </>,
    { route, path: `${insight}/*`, language, config },
  );
}

describe('InsightPage', () => {
  it('lists only expert-hub posts, with report downloads on the cards, and no tabs', async () => {
    const calls = serveBlogList(POSTS);
    await open('/insight');
    expect(screen.getByRole('heading', { level: 1, name: 'Báo cáo chuyên sâu' })).toBeInTheDocument();
    expect(await screen.findByText('8 bài viết')).toBeInTheDocument();
    expect(calls).toEqual([{ page: 0, size: 10, types: '3,4', language: 'vi', keyword: null, excluded: null }]);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const report = POSTS[3]!;
    const card = screen.getByRole('heading', { level: 3, name: report.title }).closest('article')!;
    expect(within(card).getByRole('link', { name: `Tải báo cáo: ${report.title}` })).toHaveAttribute('href', report.report_file);
    const opinion = screen.getByRole('heading', { level: 3, name: POSTS[2]!.title }).closest('article')!;
    expect(within(opinion).queryByRole('link', { name: /Tải báo cáo/ })).not.toBeInTheDocument();
  });

  it('names the document after itself, whatever path it is configured at', async () => {
    serveBlogList(POSTS);
    await open('/bao-cao', 'vi', '/bao-cao');
    expect(document.title).toBe('Báo cáo chuyên sâu | EchoWatch');
    expect(await screen.findByText('8 bài viết')).toBeInTheDocument();
  });

  it('follows the configured path in its links and searches', async () => {
    const calls = serveBlogList(POSTS);
    const { user } = await open('/bao-cao', 'en', '/bao-cao');
    expect(await screen.findByText('There are no articles here yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'số{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/bao-cao?keyword=s%E1%BB%91');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ types: '3,4', language: 'en', keyword: 'số' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Insight reports' })).toBeInTheDocument();
  });
});
