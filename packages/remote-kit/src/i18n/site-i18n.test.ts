import i18next from 'i18next';
import { initSiteI18n, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './site-i18n';

const cookieLanguage = () => new RegExp(`${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];

describe('initSiteI18n with the language the server rendered in', () => {
  it('starts in it and remembers it where the server and the next visit look', async () => {
    await initSiteI18n({ language: 'en' });
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(cookieLanguage()).toBe('en');
  });

  it('remembers a later switch too', async () => {
    await i18next.changeLanguage('vi');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
    expect(cookieLanguage()).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });
});
