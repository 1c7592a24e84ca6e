import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '@echowatch/contracts';
import { folderStore } from '../store/folder-store';
import { pinPublishedVersions } from './pin-published';
import { environmentText } from './test-servers';

const A = { 'remoteEntry.js': `sha256-${'A'.repeat(43)}=` };
const B = { 'remoteEntry.js': `sha256-${'B'.repeat(43)}=`, 'chunk.js': `sha256-${'C'.repeat(43)}=` };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ew-pin-published-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pinPublishedVersions', () => {
  it('pins each remote from the publish record of the version the environment names, and names those it cannot', async () => {
    const store = folderStore(dir);
    const record = (remote: string, serverDigests?: Record<string, string>) =>
      store.write(`${remote}/1.0.0/.published.json`, JSON.stringify({ remote, version: '1.0.0', contentHash: 'x', serverDigests, publishedBy: 'Lan', publishedAt: '2026-01-01T00:00:00Z' }));
    await record('marketing-blog', A);
    await record('api-docs', B);
    // Published before digests were recorded.
    await record('auth-flows');
    await store.write('pricing-reporting/1.1.0/.published.json', JSON.stringify({ remote: 'pricing-reporting', version: '1.1.0', contentHash: 'x', serverDigests: A }));
    const config = JSON.parse(environmentText('https://cdn.test', 'https://site.test')) as SiteConfig;

    expect(await pinPublishedVersions(config, store)).toEqual(['pricing-reporting', 'auth-flows']);
    expect(config.serverDigests).toEqual({ 'marketing-blog': A, 'api-docs': B });
  });
});
