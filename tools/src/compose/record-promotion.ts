import { type ObjectStore, PreconditionFailed } from '../store/object-store';
import { type HistoryEntry, historyKeyOf } from './environment-history';
import { type EnvironmentLocation, readHistoryAt } from './environment-location';
import { readPublishRecord } from './publish-to-store';

// A history append only races with other appends that already won their own promotion: a few
// tries always get through.
const HISTORY_TRIES = 5;

/**
 * Replaces the environment only if it still is the copy the promotion was checked against
 * (If-Match on its entity tag): of two promotions at once one wins, the other is refused rather
 * than silently overwritten. Returns false when it lost.
 */
export async function replaceEnvironment(location: EnvironmentLocation, text: string, etag: string): Promise<boolean> {
  try {
    await location.store.write(location.key, text, { contentType: 'application/json', cacheControl: 'no-cache', condition: { ifMatch: etag } });
    return true;
  } catch (error) {
    if (error instanceof PreconditionFailed) return false;
    throw error;
  }
}

export async function appendHistoryAt(location: EnvironmentLocation, entry: HistoryEntry): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const { entries, etag } = await readHistoryAt(location);
    const text = `${JSON.stringify({ entries: [...entries, entry] }, null, 2)}\n`;
    try {
      await location.store.write(historyKeyOf(location.key), text, { contentType: 'application/json', condition: etag ? { ifMatch: etag } : { ifNoneMatch: '*' } });
      return;
    } catch (error) {
      if (!(error instanceof PreconditionFailed) || attempt >= HISTORY_TRIES) throw error;
    }
  }
}

/** The server build digests recorded when a version was published, if it was published with them. */
export async function publishedServerDigests(store: ObjectStore, remote: string, version: string): Promise<Record<string, string> | undefined> {
  const record = await readPublishRecord(store, store.recordKey(remote, version));
  return record?.serverDigests && Object.keys(record.serverDigests).length > 0 ? record.serverDigests : undefined;
}
