/** An object as a store holds it: its bytes and the entity tag a conditional write compares with. */
export interface StoredObject {
  body: Buffer;
  etag: string;
}

/**
 * A write that must not replace something else: `ifNoneMatch: '*'` creates the key only if it is
 * absent (a published version is never overwritten), `ifMatch` replaces it only if it still holds
 * the copy that was read (of two promotions, the second one is refused).
 */
export type WriteCondition = { ifNoneMatch: '*' } | { ifMatch: string };

export interface WriteOptions {
  contentType?: string;
  cacheControl?: string;
  condition?: WriteCondition;
}

/** Raised when a conditional write finds the key taken, or changed since it was read. */
export class PreconditionFailed extends Error {
  constructor(readonly key: string) {
    super(`${key} was written by someone else in the meantime`);
    this.name = 'PreconditionFailed';
  }
}

/**
 * Where remote builds, their publish records and environment pointers live: a local folder or an
 * S3-compatible bucket. Keys are relative, `/`-separated. Public keys are what the CDN serves;
 * `recordKey` names where a version's publish record is kept, which the CDN never serves.
 */
export interface ObjectStore {
  /** How the store or one of its keys is named in messages: a folder path or an s3:// URL. */
  describe(key?: string): string;
  read(key: string): Promise<StoredObject | undefined>;
  /** Resolves with the entity tag of what was written; rejects with PreconditionFailed. */
  write(key: string, body: Buffer | string, options?: WriteOptions): Promise<string>;
  recordKey(remote: string, version: string): string;
}
