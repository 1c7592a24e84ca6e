/** @jest-environment node */
import { chooseLanguage, type LanguageSignals } from './language-choice';

const choose = (signals: Partial<LanguageSignals>) =>
  chooseLanguage({ query: null, cookieHeader: undefined, acceptLanguage: undefined, ...signals });

describe('chooseLanguage', () => {
  it('renders Vietnamese when nothing names a language', () => {
    expect(choose({})).toBe('vi');
    expect(choose({ query: '', cookieHeader: '', acceptLanguage: '' })).toBe('vi');
  });

  it('lets ?lng= beat the cookie and the browser', () => {
    expect(choose({ query: 'en', cookieHeader: 'ew_lng=vi', acceptLanguage: 'vi' })).toBe('en');
    expect(choose({ query: 'vi', cookieHeader: 'ew_lng=en', acceptLanguage: 'en' })).toBe('vi');
  });

  it('lets the saved choice beat the browser', () => {
    expect(choose({ cookieHeader: 'ew_lng=en', acceptLanguage: 'vi' })).toBe('en');
    expect(choose({ cookieHeader: 'theme=dark; ew_lng=vi; session=abc', acceptLanguage: 'en' })).toBe('vi');
  });

  it('ignores an unsupported ?lng= or cookie and falls to the next signal', () => {
    expect(choose({ query: 'fr', cookieHeader: 'ew_lng=en' })).toBe('en');
    expect(choose({ query: 'fr', cookieHeader: 'ew_lng=de', acceptLanguage: 'en' })).toBe('en');
    expect(choose({ query: 'english', acceptLanguage: 'fr' })).toBe('vi');
  });

  it('follows the q-values of Accept-Language over their order', () => {
    expect(choose({ acceptLanguage: 'vi;q=0.5, en;q=0.9' })).toBe('en');
    expect(choose({ acceptLanguage: 'en;q=0.2,vi' })).toBe('vi');
    expect(choose({ acceptLanguage: 'en; q=0.8, vi; q=0.9' })).toBe('vi');
  });

  it('takes the first of equally preferred languages', () => {
    expect(choose({ acceptLanguage: 'en, vi' })).toBe('en');
    expect(choose({ acceptLanguage: 'vi;q=0.7,en;q=0.7' })).toBe('vi');
  });

  it('skips languages the site does not have and ranges it refuses', () => {
    expect(choose({ acceptLanguage: 'fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7,vi;q=0.6' })).toBe('en');
    expect(choose({ acceptLanguage: 'en;q=0, vi;q=0.1' })).toBe('vi');
    expect(choose({ acceptLanguage: 'en;q=0' })).toBe('vi');
    expect(choose({ acceptLanguage: '*' })).toBe('vi');
  });

  it('reads regional and upper-case ranges as their language', () => {
    expect(choose({ acceptLanguage: 'EN-GB' })).toBe('en');
    expect(choose({ acceptLanguage: 'fr, en-us;q=0.5' })).toBe('en');
  });

  it('does not fail on malformed cookie headers', () => {
    expect(choose({ cookieHeader: ';;; =; ew_lng', acceptLanguage: 'en' })).toBe('en');
    expect(choose({ cookieHeader: 'ew_lng=', acceptLanguage: 'en' })).toBe('en');
    // A cookie whose name only ends in ew_lng is someone else's.
    expect(choose({ cookieHeader: 'my_ew_lng=en' })).toBe('vi');
    // Broken percent-encoding must not cost the visitor the page.
    expect(choose({ cookieHeader: 'ew_lng=%E0%A4%A', acceptLanguage: 'en' })).toBe('en');
    expect(choose({ cookieHeader: 'other=%; ew_lng=en' })).toBe('en');
  });

  it('reads a percent-encoded cookie value', () => {
    expect(choose({ cookieHeader: 'ew_lng=%65%6E' })).toBe('en');
  });
});
