import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentHash } from './content-hash';
import { ensureLocalVersion } from './local-versions';
import { publishBuild, PublishRefused, publishRecordOf } from './publish-remote';

let root: string;
let dist: string;
let cdn: string;

function build(chunk: string): void {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"api_docs"}');
  writeFileSync(path.join(dist, 'remoteEntry.js'), chunk);
  writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), chunk);
}

const publish = (exact = false) =>
  publishBuild({ remote: 'api-docs', version: '1.0.0', distDir: dist, deployDir: cdn, publishedBy: 'Lan', exact, now: new Date('2026-01-02T03:04:05Z') });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ew-publish-'));
  dist = path.join(root, 'dist');
  cdn = path.join(root, 'cdn');
  build('first');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('publishBuild', () => {
  it('publishes a first build under the package version, with a publish record', () => {
    expect(publish()).toEqual({ outcome: 'published', version: '1.0.0', folder: path.join(cdn, 'api-docs', '1.0.0') });
    expect(readFileSync(path.join(cdn, 'api-docs', '1.0.0', 'server', 'remoteEntry.js'), 'utf8')).toBe('first');
    expect(publishRecordOf(path.join(cdn, 'api-docs', '1.0.0'))).toMatchObject({
      contentHash: contentHash(dist),
      publishedBy: 'Lan',
      publishedAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('does nothing, successfully, when the same build is published again', () => {
    publish();
    expect(publish()).toMatchObject({ outcome: 'unchanged', version: '1.0.0' });
  });

  it('adds the content hash when the same version is rebuilt with other content, and keeps the old one', () => {
    publish();
    build('second');
    const hash8 = contentHash(dist).slice(0, 8);
    expect(publish()).toMatchObject({ outcome: 'published', version: `1.0.0+${hash8}` });
    expect(readFileSync(path.join(cdn, 'api-docs', '1.0.0', 'remoteEntry.js'), 'utf8')).toBe('first');
    expect(readFileSync(path.join(cdn, 'api-docs', `1.0.0+${hash8}`, 'remoteEntry.js'), 'utf8')).toBe('second');
    expect(publish()).toMatchObject({ outcome: 'unchanged', version: `1.0.0+${hash8}` });
  });

  it('refuses to overwrite an existing version with other content', () => {
    publish();
    build('second');
    expect(() => publish(true)).toThrow(PublishRefused);
    expect(() => publish(true)).toThrow(
      'api-docs@1.0.0 is already published with different content, and a published version is never overwritten.',
    );
    expect(readFileSync(path.join(cdn, 'api-docs', '1.0.0', 'remoteEntry.js'), 'utf8')).toBe('first');
  });

  it('refuses a folder without a build', () => {
    rmSync(dist, { recursive: true });
    expect(() => publish()).toThrow(`api-docs has no build in ${dist} (no mf-manifest.json): build it first.`);
  });
});

describe('ensureLocalVersion', () => {
  const ensure = (named = '1.0.0') =>
    ensureLocalVersion({ remote: 'api-docs', named, packageVersion: '1.0.0', distDir: dist, deployDir: cdn, publishedBy: 'Lan' });

  it('keeps the local working copy of the package version in step with the build, as local serving always has', () => {
    ensure();
    build('second');
    ensure();
    expect(readFileSync(path.join(cdn, 'api-docs', '1.0.0', 'remoteEntry.js'), 'utf8')).toBe('second');
  });

  it('never touches a published version, and says the build differs', () => {
    publish();
    build('second');
    expect(ensure().note).toContain('api-docs@1.0.0 is a published version and differs from');
    expect(readFileSync(path.join(cdn, 'api-docs', '1.0.0', 'remoteEntry.js'), 'utf8')).toBe('first');
  });

  it('publishes a named hashed version from the build that matches it', () => {
    const named = `1.0.0+${contentHash(dist).slice(0, 8)}`;
    mkdirSync(path.join(cdn, 'api-docs', '1.0.0'), { recursive: true });
    ensure(named);
    expect(existsSync(path.join(cdn, 'api-docs', named, 'remoteEntry.js'))).toBe(true);
  });
});
