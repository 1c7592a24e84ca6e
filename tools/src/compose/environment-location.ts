import path from 'node:path';
import { folderStore } from '../store/folder-store';
import type { ObjectStore } from '../store/object-store';
import { parseS3Url, s3Store } from '../store/s3-store';
import { type HistoryEntry, historyKeyOf } from './environment-history';

/** An environment file and its history: a local file, or an object in a bucket every site server polls. */
export interface EnvironmentLocation {
  store: ObjectStore;
  key: string;
  /** How it is named in messages. */
  label: string;
}

/** `s3://bucket/envs/staging.json` or a path to a local file. */
export function environmentLocation(value: string, label = value): EnvironmentLocation {
  const s3 = parseS3Url(value);
  if (s3) {
    const at = s3.prefix.lastIndexOf('/');
    return { store: s3Store({ bucket: s3.bucket, prefix: at < 0 ? '' : s3.prefix.slice(0, at) }), key: s3.prefix.slice(at + 1), label };
  }
  return { store: folderStore(path.dirname(path.resolve(value))), key: path.basename(value), label };
}

export async function readHistoryAt(location: EnvironmentLocation): Promise<{ entries: HistoryEntry[]; etag?: string }> {
  const stored = await location.store.read(historyKeyOf(location.key));
  if (!stored) return { entries: [] };
  return { entries: (JSON.parse(stored.body.toString('utf8')) as { entries?: HistoryEntry[] }).entries ?? [], etag: stored.etag };
}
