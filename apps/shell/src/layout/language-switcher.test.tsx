import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { defineTexts, keepTextGroups } from '@echowatch/remote-kit';
import { renderWithShell } from '@echowatch/test-utils';
import '../testing/all-texts';
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
