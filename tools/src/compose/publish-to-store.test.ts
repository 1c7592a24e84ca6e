import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ObjectStore } from '../store/object-store';
import { s3ClientFromEnvironment, s3Store } from '../store/s3-store';
import { type S3TestServer, startS3TestServer } from '../store/s3-test-server';
import { PublishRefused } from './publish-remote';
import { publishToStore, readPublishRecord } from './publish-to-store';
import { digestOf } from './server-digests';

let s3: S3TestServer;
let store: ObjectStore;
let root: string;
let dist: string;

function build(chunk: string, dir = dist): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"api_docs"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), chunk);
  writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), `${chunk} chunk`);
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), `${chunk} on the server`);
}

const publish = (options: { exact?: boolean; distDir?: string; on?: ObjectStore } = {}) =>
  publishToStore({ remote: 'api-docs', version: '1.0.0', distDir: options.distDir ?? dist, store: options.on ?? store, publishedBy: 'Lan', exact: options.exact, now: new Date('2026-01-02T03:04:05Z') });

const publicFile = (key: string) => fetch(`${s3.endpoint}/${s3.bucket}/cdn/${key}`);

beforeAll(async () => {
  s3 = await startS3TestServer();
  store = s3Store({ bucket: s3.bucket, prefix: 'cdn' }, s3ClientFromEnvironment(s3.env));
});
afterAll(() => s3.stop());
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ew-publish-s3-'));
  dist = path.join(root, `dist-${Math.random().toString(36).slice(2)}`);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('publishToStore on an S3-compatible bucket', () => {
  it('uploads every file with its cache policy and content type, the manifest last', async () => {
    build('first');
    const written: string[] = [];
    const watched: ObjectStore = { ...store, write: (key, body, options) => (written.push(key), store.write(key, body, options)) };
    await expect(publish({ on: watched })).resolves.toMatchObject({ outcome: 'published', version: '1.0.0' });
    expect(written.at(-1)).toBe('api-docs/1.0.0/mf-manifest.json');
    expect(written[0]).toBe('_records/api-docs/1.0.0.json');
    const hashed = await publicFile('api-docs/1.0.0/main.1a2b3c4d.js');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    const manifest = await publicFile('api-docs/1.0.0/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('keeps the publish record out of the public prefix, with the server build\'s digests', async () => {
    const record = await readPublishRecord(store, store.recordKey('api-docs', '1.0.0'));
    expect(record).toMatchObject({ publishedBy: 'Lan', serverDigests: { 'remoteEntry.js': digestOf('first on the server') } });
    expect(store.describe(store.recordKey('api-docs', '1.0.0'))).toBe(`s3://${s3.bucket}/_records/cdn/api-docs/1.0.0.json`);
    expect((await publicFile('api-docs/1.0.0/.published.json')).status).toBe(404);
  });

  it('publishes the same build again as a no-op, and another build under its content hash', async () => {
    build('first');
    await expect(publish()).resolves.toMatchObject({ outcome: 'unchanged', version: '1.0.0' });
    build('second');
    const result = await publish();
    expect(result.version).toMatch(/^1\.0\.0\+[0-9a-f]{8}$/);
    expect(await (await publicFile('api-docs/1.0.0/remoteEntry.js')).text()).toBe('first');
  });

  it('refuses to overwrite a published version with --exact', async () => {
    build('third');
    await expect(publish({ exact: true })).rejects.toThrow(PublishRefused);
    expect(await (await publicFile('api-docs/1.0.0/remoteEntry.js')).text()).toBe('first');
  });

  it('lets only one of two publishers racing for a new version have it', async () => {
    const fresh = s3Store({ bucket: s3.bucket, prefix: 'race' }, s3ClientFromEnvironment(s3.env));
    const other = path.join(root, 'other');
    build('mine');
    build('theirs', other);
    const results = await Promise.allSettled([publish({ exact: true, on: fresh }), publish({ exact: true, on: fresh, distDir: other })]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = results[0]!.status === 'fulfilled' ? 'mine' : 'theirs';
    expect(await (await fetch(`${s3.endpoint}/${s3.bucket}/race/api-docs/1.0.0/remoteEntry.js`)).text()).toBe(winner);
  });
});
