import { cacheControlFor } from './cache-headers';

describe('cacheControlFor', () => {
  it('caches content-hashed assets immutably', () => {
    expect(cacheControlFor('/dist/main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/hero.0f0f0f0f.webp')).toContain('immutable');
    expect(cacheControlFor('/dist/main.1a2b3c4d.js.br')).toContain('immutable');
  });

  it('revalidates manifests, entries and pages every time', () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.br', 'index.html', 'env.json', 'main.js']) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });
});
