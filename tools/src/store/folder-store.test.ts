import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderStore } from './folder-store';
import { type ObjectStore, PreconditionFailed } from './object-store';

let root: string;
let store: ObjectStore;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ew-folder-store-'));
  store = folderStore(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('folderStore', () => {
  it('creates a key once with a create-only write', async () => {
    await store.write('a/b.json', 'first', { condition: { ifNoneMatch: '*' } });
    await expect(store.write('a/b.json', 'second', { condition: { ifNoneMatch: '*' } })).rejects.toThrow(PreconditionFailed);
    expect((await store.read('a/b.json'))?.body.toString()).toBe('first');
  });

  it('replaces a key only while it holds the copy that was read', async () => {
    const etag = await store.write('env.json', 'one');
    expect((await store.read('env.json'))?.etag).toBe(etag);
    await store.write('env.json', 'two', { condition: { ifMatch: etag } });
    await expect(store.write('env.json', 'three', { condition: { ifMatch: etag } })).rejects.toThrow(PreconditionFailed);
    expect((await store.read('env.json'))?.body.toString()).toBe('two');
  });

  it('reads a missing key as absent', async () => {
    await expect(store.read('nothing/here')).resolves.toBeUndefined();
  });
});
