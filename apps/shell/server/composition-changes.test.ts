/** @jest-environment node */
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { compositionChanges, logEnvironmentRead } from './composition-changes';
import { capturedLog } from './testing/captured-log';

const local = localEnvironment as unknown as SiteConfig;
const manifest = (remote: string, version: string, cdn = 'https://cdn.test') => `${cdn}/${remote}/${version}/mf-manifest.json`;
const environment = (remotes: Record<string, string>) => ({ ...local, remotes: { ...local.remotes, ...remotes } }) as SiteConfig;

describe('compositionChanges', () => {
  it('names each remote that moved, with the version it left and the one it serves now', () => {
    const before = environment({ 'marketing-blog': manifest('marketing-blog', '1.0.0'), 'api-docs': manifest('api-docs', '2.0.0') });
    const after = environment({ 'marketing-blog': manifest('marketing-blog', '1.1.0'), 'api-docs': manifest('api-docs', '1.9.0+3f9c2a1b') });
    expect(compositionChanges(before, after)).toEqual([
      { remote: 'marketing-blog', from: '1.0.0', to: '1.1.0' },
      { remote: 'api-docs', from: '2.0.0', to: '1.9.0+3f9c2a1b' },
    ]);
    expect(compositionChanges(after, after)).toEqual([]);
  });

  it('names a remote added or removed, and the new address of a version served from elsewhere', () => {
    const before = { remotes: { 'marketing-blog': manifest('marketing-blog', '1.0.0'), 'api-docs': manifest('api-docs', '1.0.0') } };
    const after = { remotes: { 'marketing-blog': manifest('marketing-blog', '1.0.0', 'https://cdn2.test'), 'auth-flows': manifest('auth-flows', '1.0.0') } };
    expect(compositionChanges(before as SiteConfig, after as SiteConfig)).toEqual([
      { remote: 'marketing-blog', from: '1.0.0', to: '1.0.0', url: manifest('marketing-blog', '1.0.0', 'https://cdn2.test') },
      { remote: 'api-docs', from: '1.0.0', to: null },
      { remote: 'auth-flows', from: null, to: '1.0.0' },
    ]);
  });
});

describe('logEnvironmentRead', () => {
  it('logs the versions at the first read, then a promotion as the remote that moved, at info', () => {
    const log = capturedLog();
    const first = environment({ 'pricing-reporting': manifest('pricing-reporting', '1.0.0') });
    const promoted = environment({ 'pricing-reporting': manifest('pricing-reporting', '1.2.0') });
    logEnvironmentRead(log.logger, null, first, { url: 's3://bucket/envs/production.json', etag: '"a"' });
    logEnvironmentRead(log.logger, first, promoted, { url: 's3://bucket/envs/production.json', etag: '"b"' });
    const business: SiteConfig = { ...promoted, edition: 'business' };
    logEnvironmentRead(log.logger, promoted, business, { url: 's3://bucket/envs/production.json', etag: '"c"' });
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'environment read', etag: '"a"', remotes: expect.objectContaining({ 'pricing-reporting': '1.0.0' }) }),
      expect.objectContaining({ level: 'info', msg: 'composition changed', etag: '"b"', changes: [{ remote: 'pricing-reporting', from: '1.0.0', to: '1.2.0' }] }),
      expect.objectContaining({ level: 'info', msg: 'environment changed; the composition is the same', etag: '"c"' }),
    ]);
  });
});
