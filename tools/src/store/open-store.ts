import path from 'node:path';
import { folderStore } from './folder-store';
import type { ObjectStore } from './object-store';
import { parseS3Url, s3Store } from './s3-store';

/** `s3://bucket/prefix` names a bucket; anything else a local folder. */
export function openStore(value: string): ObjectStore {
  const location = parseS3Url(value);
  return location ? s3Store(location) : folderStore(path.resolve(value));
}
