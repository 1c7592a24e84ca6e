import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lookup } from 'mime-types';
import { cacheControlFor } from '@echowatch/serving/cache-headers';
import { type ObjectStore, PreconditionFailed } from '../store/object-store';
import { contentHash, filesOf } from './content-hash';
import { PublishRefused } from './publish-remote';
import { publishRecordText, type PublishRecord } from './publish-record';

export interface StorePublishInput {
  remote: string;
  version: string;
  distDir: string;
  store: ObjectStore;
  publishedBy: string;
  now?: Date;
  exact?: boolean;
}

export interface StorePublishResult {
  outcome: 'published' | 'unchanged';
  version: string;
  /** The version's folder in the store, for messages. */
  location: string;
}

const MANIFEST = 'mf-manifest.json';
// Enough uploads at once to keep a hundred small files quick without flooding the store.
const PARALLEL_UPLOADS = 8;

async function upload(input: StorePublishInput, version: string, file: string): Promise<void> {
  const key = `${input.remote}/${version}/${file}`;
  const body = readFileSync(path.join(input.distDir, file));
  try {
    await input.store.write(key, body, {
      contentType: lookup(file) || 'application/octet-stream',
      cacheControl: cacheControlFor(file),
      condition: { ifNoneMatch: '*' },
    });
  } catch (error) {
    if (!(error instanceof PreconditionFailed)) throw error;
    // Already there from an interrupted run of this same build: fine if it holds these bytes.
    const existing = await input.store.read(key);
    if (!existing?.body.equals(body)) {
      throw new PublishRefused(`${input.store.describe(key)} already holds other content, and a published version is never overwritten. Publish the build again without --exact to get a new version.`);
    }
  }
}

/** Hashed files first and the manifest last: a version is visible only once everything it names is there. */
async function uploadBuild(input: StorePublishInput, version: string): Promise<void> {
  const files = filesOf(input.distDir).filter((file) => file !== MANIFEST);
  for (let start = 0; start < files.length; start += PARALLEL_UPLOADS) {
    await Promise.all(files.slice(start, start + PARALLEL_UPLOADS).map((file) => upload(input, version, file)));
  }
  await upload(input, version, MANIFEST);
}

async function recordOf(store: ObjectStore, key: string): Promise<PublishRecord | undefined> {
  const stored = await store.read(key);
  return stored && (JSON.parse(stored.body.toString('utf8')) as PublishRecord);
}

/**
 * Publishes a build to a store such as a bucket, where a folder cannot be renamed into place. The
 * version is claimed by creating its publish record with a create-only write, so of two
 * publishers only one gets a version; the files follow, the manifest last.
 */
export async function publishToStore(input: StorePublishInput): Promise<StorePublishResult> {
  if (!existsSync(path.join(input.distDir, MANIFEST))) {
    throw new PublishRefused(`${input.remote} has no build in ${input.distDir} (no ${MANIFEST}): build it first.`);
  }
  const hash = contentHash(input.distDir);
  const candidates = input.exact ? [input.version] : [input.version, `${input.version}+${hash.slice(0, 8)}`];
  for (const version of candidates) {
    const recordKey = input.store.recordKey(input.remote, version);
    const location = input.store.describe(`${input.remote}/${version}/`);
    try {
      await input.store.write(recordKey, publishRecordText(input, version, hash), { contentType: 'application/json', condition: { ifNoneMatch: '*' } });
    } catch (error) {
      if (!(error instanceof PreconditionFailed)) throw error;
      if ((await recordOf(input.store, recordKey))?.contentHash !== hash) continue;
      const complete = (await input.store.read(`${input.remote}/${version}/${MANIFEST}`)) !== undefined;
      if (!complete) await uploadBuild(input, version);
      return { outcome: complete ? 'unchanged' : 'published', version, location };
    }
    await uploadBuild(input, version);
    return { outcome: 'published', version, location };
  }
  const taken = candidates.at(-1)!;
  throw new PublishRefused(
    input.exact
      ? `${input.remote}@${taken} is already published in ${input.store.describe()} with different content, and a published version is never overwritten. Bump "version" in the remote's package.json, or publish without --exact to get ${taken}+${hash.slice(0, 8)}.`
      : `${input.remote}@${taken} already exists in ${input.store.describe()} with different content, and a published version is never overwritten: it was changed after it was published.`,
  );
}

export { recordOf as readPublishRecord };
