import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { quietSdkNodeVersionNotice, s3ClientSettings, type S3Location } from '@echowatch/serving/s3-settings';
import { type ObjectStore, PreconditionFailed, type StoredObject, type WriteOptions } from './object-store';

export { parseS3Url, type S3Location } from '@echowatch/serving/s3-settings';

/** A client with the project's S3 settings (packages/serving/src/s3-settings.ts), shared with the site server. */
export function s3ClientFromEnvironment(env: NodeJS.ProcessEnv = process.env): S3Client {
  quietSdkNodeVersionNotice();
  return new S3Client(s3ClientSettings(env));
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
