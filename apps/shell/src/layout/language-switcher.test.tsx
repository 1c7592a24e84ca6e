import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { defineTexts, keepTextGroups } from '@echowatch/remote-kit';
import { useLocation, useNavigate } from '@echowatch/routing';
import { renderWithShell } from '@echowatch/test-utils';
import '../testing/all-texts';
import { StatedHeadProvider, useStatedHead } from '../head/stated-head';
import { LanguageSwitcher } from './language-switcher';

// A page part on screen whose English texts cannot be downloaded (the visitor went offline).
let englishReachable = false;
keepTextGroups([
  defineTexts('page-on-screen', {
    vi: () => Promise.resolve({ vi: { title: 'Tiêu đề' } }),
    en: () =>
      englishReachable ? Promise.resolve({ en: { title: 'Title' } }) : Promise.reject<{ en: { title: string } }>(new Error('offline')),
  }),
]);

describe('LanguageSwitcher', () => {
  it('keeps the page in its language and says so when the other language cannot arrive, and switches on a retry', async () => {
    const { user } = await renderWithShell(<LanguageSwitcher />, { language: 'vi' });
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không đổi được ngôn ngữ. Hãy kiểm tra kết nối mạng và thử lại.');
    expect(i18next.language).toBe('vi');
    expect(screen.getByRole('link', { name: 'Tiếng Việt' })).toHaveAttribute('aria-current', 'true');

    englishReachable = true;
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'English', current: true })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(i18next.t('title', { ns: 'page-on-screen' })).toBe('Title');
  });
});

describe('LanguageSwitcher on a page with a version in the other language', () => {
  const TRANSLATION = 'https://echowatch.example/blog-detail/social-listening-basics?lng=en';

  /** A post in view that stated its head, with its English translation. */
  function PostStatingItsHead() {
    const { sink } = useStatedHead();
    useEffect(() => {
      sink.head?.({
        title: 'Social listening là gì?',
        description: 'Mở đầu.',
        canonical: 'https://echowatch.example/blog-detail/social-listening-la-gi?lng=vi',
        language: 'vi',
        type: 'article',
        translations: [{ language: 'en', href: TRANSLATION }],
      });
    }, [sink]);
    return null;
  }

  function Where() {
    const { pathname, search } = useLocation();
    const navigate = useNavigate();
    return (
      <>
        <output aria-label="address">{`${pathname}${search}`}</output>
        <button type="button" onClick={() => void navigate(-1)}>
          Back
        </button>
      </>
    );
  }

  it('links to the translation and opens it, so Back returns to the post', async () => {
    englishReachable = true;
    const { user } = await renderWithShell(
      <StatedHeadProvider>
        <PostStatingItsHead />
        <LanguageSwitcher />
        <Where />
      </StatedHeadProvider>,
      { language: 'vi', route: '/blog-detail/social-listening-la-gi' },
    );
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/blog-detail/social-listening-basics?lng=en');
    await user.click(english);
    expect(await screen.findByRole('status', { name: 'address' })).toHaveTextContent('/blog-detail/social-listening-basics?lng=en');
    expect(i18next.language).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/blog-detail\/social-listening-la-gi$/);
  });
});
