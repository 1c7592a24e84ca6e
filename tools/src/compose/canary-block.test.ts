import type { SiteConfig } from '@echowatch/contracts';
import { setCanary } from './canary-block';
import { pinServerDigests } from './pin-server-digests';

const CANARY = { url: 'https://cdn.test/marketing-blog/1.1.0/mf-manifest.json', weight: 10, startedAt: '2026-01-01T00:00:00.000Z', startedBy: 'Lan' };
// A hand-made layout: two members on one line, which a whole rewrite would split.
const TEXT = '{\n  "environment": "staging", "edition": "business",\n  "remotes": { "marketing-blog": "https://cdn.test/marketing-blog/1.0.0/mf-manifest.json" }\n}\n';
const DIGEST = `sha256-${'A'.repeat(43)}=`;

describe('setCanary', () => {
  it('adds, changes and removes one remote\'s canary and leaves the rest of the file as it was laid out', () => {
    const started = setCanary(TEXT, 'marketing-blog', CANARY);
    expect(started.startsWith(TEXT.slice(0, TEXT.lastIndexOf('\n}')))).toBe(true);
    expect((JSON.parse(started) as SiteConfig).canaries).toEqual({ 'marketing-blog': CANARY });
    const heavier = setCanary(started, 'marketing-blog', { ...CANARY, weight: 30 });
    expect((JSON.parse(heavier) as SiteConfig).canaries?.['marketing-blog']?.weight).toBe(30);
    expect(setCanary(heavier, 'marketing-blog', undefined)).toBe(TEXT);
  });

  it('keeps the canaries before the server digests, so pinning and canaries both keep the layout', () => {
    const pinned = pinServerDigests(TEXT, 'marketing-blog', { 'remoteEntry.js': DIGEST });
    const started = setCanary(pinned, 'api-docs', { ...CANARY, url: 'https://cdn.test/api-docs/2.0.0/mf-manifest.json' });
    expect(started.indexOf('"canaries"')).toBeLessThan(started.indexOf('"serverDigests"'));
    const repinned = pinServerDigests(started, 'api-docs', { 'remoteEntry.js': DIGEST });
    expect(repinned).toContain('"environment": "staging", "edition": "business"');
    expect(setCanary(repinned, 'api-docs', undefined)).toBe(pinServerDigests(pinned, 'api-docs', { 'remoteEntry.js': DIGEST }));
  });

  it('writes a file whose canaries it did not lay out as a whole, with the change', () => {
    const odd = TEXT.replace('\n}\n', ',\n  "canaries": {"api-docs": {"url": "https://cdn.test/api-docs/2.0.0/mf-manifest.json", "weight": 5, "startedAt": "2026-01-01T00:00:00.000Z"}}\n}\n');
    const changed = JSON.parse(setCanary(odd, 'marketing-blog', CANARY)) as SiteConfig;
    expect(Object.keys(changed.canaries ?? {})).toEqual(['api-docs', 'marketing-blog']);
    expect(changed.environment).toBe('staging');
  });
});
