import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { type ObjectStore, PreconditionFailed, type StoredObject, type WriteOptions } from './object-store';

export interface S3Location {
  bucket: string;
  /** Without leading or trailing slash; empty for the bucket's root. */
  prefix: string;
}

/** `s3://bucket/some/prefix` → bucket and prefix; undefined for anything else. */
export function parseS3Url(value: string): S3Location | undefined {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(value);
  return match ? { bucket: match[1]!, prefix: match[2]!.replace(/^\/+|\/+$/g, '') } : undefined;
}

/**
 * A client for AWS S3 or any S3-compatible store (R2, MinIO, Ceph, GCS interoperability): the
 * usual AWS_* variables for region and credentials, `S3_ENDPOINT` for another store, and
 * `S3_FORCE_PATH_STYLE=true` where the store does not serve buckets as host names.
 */
export function s3ClientFromEnvironment(env: NodeJS.ProcessEnv = process.env): S3Client {
  return new S3Client({
    region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
    // Keys given in these settings win; without them the SDK's usual chain (profiles, roles) applies.
    credentials: env.AWS_ACCESS_KEY_ID
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '', sessionToken: env.AWS_SESSION_TOKEN }
      : undefined,
    // The default flexible checksums are refused by several S3-compatible stores; S3 needs none
    // for these single-part writes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const RECORDS = '_records/';

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * A bucket as a store. Public keys sit under the prefix; publish records under `_records/<prefix>/`
 * at the bucket's root, outside what the CDN is given, so a record is never a public file.
 * Conditional writes use the store's own If-None-Match / If-Match on PUT (AWS S3, R2 and MinIO
 * honour both), so "never overwrite" and "one promotion wins" hold without a check-then-write race.
 */
export function s3Store(location: S3Location, client: S3Client = s3ClientFromEnvironment()): ObjectStore {
  const under = (prefix: string, key: string) => (prefix ? `${prefix}/${key}` : key);
  // Record keys are kept apart from the public prefix, at the bucket's root.
  const keyOf = (key: string) =>
    key.startsWith(RECORDS) ? under(`${RECORDS}${location.prefix}`.replace(/\/$/, ''), key.slice(RECORDS.length)) : under(location.prefix, key);
  return {
    describe: (key) => `s3://${location.bucket}/${key ? keyOf(key) : location.prefix}`,
    recordKey: (remote, version) => `${RECORDS}${remote}/${version}.json`,
    async read(key): Promise<StoredObject | undefined> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: keyOf(key) }));
        return { body: Buffer.from(await answer.Body!.transformToByteArray()), etag: answer.ETag ?? '' };
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    async write(key, body, options: WriteOptions = {}): Promise<string> {
      const { condition } = options;
      try {
        const answer = await client.send(
          new PutObjectCommand({
            Bucket: location.bucket,
            Key: keyOf(key),
            Body: Buffer.from(body),
            ContentType: options.contentType,
            CacheControl: options.cacheControl,
            IfNoneMatch: condition && 'ifNoneMatch' in condition ? condition.ifNoneMatch : undefined,
            IfMatch: condition && 'ifMatch' in condition ? condition.ifMatch : undefined,
          }),
        );
        return answer.ETag ?? '';
      } catch (error) {
        // 412: the condition did not hold; 409: a concurrent conditional write to the same key won;
        // 404: the copy If-Match names is gone.
        const status = statusOf(error);
        if (condition && (status === 412 || status === 409 || status === 404)) throw new PreconditionFailed(key);
        throw error;
      }
    },
  };
}
