import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ObjectStore, PreconditionFailed, type StoredObject, type WriteOptions } from './object-store';

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('hex')}"`;

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A local folder as a store (the default: `.deploy/cdn/` or `$REMOTES_DIR`). A create-only write
 * is an exclusive create; a replacing write holds a lock file while it compares and renames, so
 * two writers on this machine cannot both win. Dot files are never served by the local CDN, so the
 * publish record stays beside its build.
 */
export function folderStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    describe: (key) => (key ? fileOf(key) : root),
    recordKey: (remote, version) => `${remote}/${version}/.published.json`,
    read(key): Promise<StoredObject | undefined> {
      const body = readIfThere(fileOf(key));
      return Promise.resolve(body && { body, etag: etagOf(body) });
    },
    write(key, body, options: WriteOptions = {}): Promise<string> {
      const file = fileOf(key);
      const bytes = Buffer.from(body);
      mkdirSync(path.dirname(file), { recursive: true });
      const { condition } = options;
      if (condition && 'ifNoneMatch' in condition) {
        try {
          writeFileSync(file, bytes, { flag: 'wx' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') return Promise.reject(new PreconditionFailed(key));
          throw error;
        }
        return Promise.resolve(etagOf(bytes));
      }
      const lock = `${file}.lock`;
      try {
        writeFileSync(lock, String(process.pid), { flag: 'wx' });
      } catch {
        return Promise.reject(new PreconditionFailed(key));
      }
      try {
        const current = readIfThere(file);
        if (condition && (!current || etagOf(current) !== condition.ifMatch)) return Promise.reject(new PreconditionFailed(key));
        const temporary = `${file}.${process.pid}.tmp`;
        writeFileSync(temporary, bytes);
        renameSync(temporary, file);
        return Promise.resolve(etagOf(bytes));
      } finally {
        rmSync(lock, { force: true });
      }
    },
  };
}
