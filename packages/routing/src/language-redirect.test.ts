import { languageRedirect } from './language-redirect';

describe('languageRedirect', () => {
  it('answers 302 to the path, with the language the requested address names', () => {
    const moved = languageRedirect('/open-api-docs/introduction', new Request('http://site/open-api-docs/x?lng=en'));
    expect(moved.status).toBe(302);
    expect(moved.headers.get('Location')).toBe('/open-api-docs/introduction?lng=en');
  });

  it('keeps the target as it is where the address names no language, or the target names its own', () => {
    expect(languageRedirect('/login', new Request('http://site/reset-2fa/%')).headers.get('Location')).toBe('/login');
    expect(languageRedirect('/a?from=app&lng=vi', new Request('http://site/b?lng=en')).headers.get('Location')).toBe('/a?from=app&lng=vi');
  });
});
