import { keepLanguage } from './keep-language';

describe('keepLanguage', () => {
  it('adds the language of the address to a path, keeping its own query and hash', () => {
    expect(keepLanguage('/packages', '?lng=en')).toEqual({ pathname: '/packages', search: '?lng=en' });
    expect(keepLanguage('/discovery?page=2#list', '?from=app&lng=vi')).toEqual({
      pathname: '/discovery',
      search: '?page=2&lng=vi',
      hash: '#list',
    });
    expect(keepLanguage({ pathname: '/open-api-docs/x', search: '?from=app' }, '?lng=en')).toEqual({
      pathname: '/open-api-docs/x',
      search: '?from=app&lng=en',
    });
  });

  it('leaves a link alone when the address names no language', () => {
    expect(keepLanguage('/packages', '')).toBe('/packages');
    expect(keepLanguage('/packages', '?page=2')).toBe('/packages');
  });

  it('keeps a language the link names itself', () => {
    expect(keepLanguage('/blog-detail/a?lng=vi', '?lng=en')).toBe('/blog-detail/a?lng=vi');
  });

  it('never touches an address of another site', () => {
    expect(keepLanguage('https://console.echowatch.vn/login', '?lng=en')).toBe('https://console.echowatch.vn/login');
    expect(keepLanguage('mailto:contact@echowatch.vn', '?lng=en')).toBe('mailto:contact@echowatch.vn');
    expect(keepLanguage('//cdn.echowatch.vn/a.pdf', '?lng=en')).toBe('//cdn.echowatch.vn/a.pdf');
  });
});
