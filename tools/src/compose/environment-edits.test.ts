import type { SiteConfig } from '@echowatch/contracts';
import { setCanary } from './canary-block';
import { setRemoteMember } from './environment-edits';
import { pinServerDigests } from './pin-server-digests';

const CANARY = { url: 'https://cdn.test/marketing-blog/1.1.0/mf-manifest.json', weight: 10, startedAt: '2026-01-01T00:00:00.000Z', startedBy: 'Lan' };
const LIVE = 'https://cdn.test/marketing-blog/1.0.0/mf-manifest.json';
// A hand-made layout: two members on one line, which a whole rewrite would split. The line an
// insertion lands on is laid out again (the last member's closing line, in a file laid out as ours are).
const TEXT = `{\n  "environment": "staging", "edition": "business",\n  "remotes": {\n    "marketing-blog": "${LIVE}",\n    "api-docs": "https://cdn.test/api-docs/2.0.0/mf-manifest.json"\n  }\n}\n`;
const A = { 'remoteEntry.js': `sha256-${'A'.repeat(43)}=` };
const B = { 'remoteEntry.js': `sha256-${'B'.repeat(43)}=` };
const parsed = (text: string) => JSON.parse(text) as SiteConfig;
const HEAD = '{\n  "environment": "staging", "edition": "business",';

describe('setCanary', () => {
  it('adds, changes and removes one remote\'s canary and leaves the rest of the file as it was laid out', () => {
    const started = setCanary(TEXT, 'marketing-blog', CANARY);
    expect(started.startsWith(HEAD)).toBe(true);
    expect(parsed(started).canaries).toEqual({ 'marketing-blog': CANARY });
    const heavier = setCanary(started, 'marketing-blog', { ...CANARY, weight: 30 });
    expect(parsed(heavier).canaries?.['marketing-blog']?.weight).toBe(30);
    expect(setCanary(heavier, 'marketing-blog', undefined)).toBe(TEXT);
  });

  it('keeps the other remote\'s canary when one ends, and the block goes with the last', () => {
    const two = setCanary(setCanary(TEXT, 'marketing-blog', CANARY), 'api-docs', { ...CANARY, url: 'https://cdn.test/api-docs/2.1.0/mf-manifest.json' });
    const one = setCanary(two, 'marketing-blog', undefined);
    expect(Object.keys(parsed(one).canaries ?? {})).toEqual(['api-docs']);
    expect(parsed(setCanary(one, 'api-docs', undefined)).canaries).toBeUndefined();
  });

  it('changes nothing when asked to end a canary that is not running', () => {
    expect(setCanary(TEXT, 'api-docs', undefined)).toBe(TEXT);
  });
});

describe('pinServerDigests', () => {
  it('adds the block and keeps the rest of the layout', () => {
    const pinned = pinServerDigests(TEXT, 'api-docs', A);
    expect(pinned.startsWith(HEAD)).toBe(true);
    expect(parsed(pinned).serverDigests).toEqual({ 'api-docs': A });
  });

  it('replaces one remote\'s digests and keeps the others', () => {
    const twice = pinServerDigests(pinServerDigests(pinServerDigests(TEXT, 'api-docs', A), 'auth-flows', A), 'api-docs', B);
    expect(parsed(twice).serverDigests).toEqual({ 'api-docs': B, 'auth-flows': A });
  });

  it('removes the digests of a version that has none, and the block when it is empty', () => {
    expect(pinServerDigests(pinServerDigests(TEXT, 'api-docs', A), 'api-docs', undefined)).toBe(TEXT);
    expect(pinServerDigests(pinServerDigests(TEXT, 'api-docs', A), 'api-docs', {})).toBe(TEXT);
  });

  it('edits a block wherever the file has it', () => {
    const odd = '{ "serverDigests": {}, "environment": "x" }';
    const written = pinServerDigests(odd, 'api-docs', A);
    expect(written.match(/serverDigests/g)).toHaveLength(1);
    expect(JSON.parse(written)).toEqual({ environment: 'x', serverDigests: { 'api-docs': A } });
  });

  it('lives beside a canary: each edit leaves the other block as it was', () => {
    const both = pinServerDigests(setCanary(TEXT, 'marketing-blog', CANARY), 'marketing-blog', A);
    expect(parsed(both).canaries).toEqual({ 'marketing-blog': CANARY });
    expect(parsed(setCanary(both, 'marketing-blog', undefined)).serverDigests).toEqual({ 'marketing-blog': A });
  });
});

describe('setRemoteMember', () => {
  it('moves one remote to another address, even where another member holds the same text', () => {
    const twin = TEXT.replace('"edition": "business"', `"edition": "business", "note": "${LIVE}"`);
    const moved = setRemoteMember(twin, 'remotes', 'marketing-blog', LIVE.replace('1.0.0', '1.1.0'));
    expect(parsed(moved).remotes['marketing-blog']).toBe(LIVE.replace('1.0.0', '1.1.0'));
    expect((JSON.parse(moved) as { note: string }).note).toBe(LIVE);
    expect(moved.replace('1.1.0', '1.0.0')).toBe(twin);
  });
});
