import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { parseS3Url, quietSdkNodeVersionNotice, s3ClientSettings } from '@echowatch/serving/s3-settings';

/** What the fetch needs of an S3 client: one GetObject at a time. */
export interface S3Reader {
  getObject(input: { Bucket: string; Key: string; IfNoneMatch?: string }, signal?: AbortSignal): Promise<Pick<GetObjectCommandOutput, 'Body' | 'ETag'>>;
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/**
 * The S3 API as the environment poller's fetch, for `SITE_ENV_URL=s3://bucket/key`: a GET of the
 * object with its entity tag, If-None-Match passed on, and the store's 304 (unchanged), 403 and
 * 404 answered as such, so the poller treats an object in a private bucket as it treats an address.
 */
export function s3EnvironmentFetch(reader: S3Reader): typeof fetch {
  return (async (url: string | URL, init: RequestInit = {}) => {
    const location = parseS3Url(String(url));
    if (!location?.prefix) throw new Error(`${String(url)} names no object (s3://bucket/key)`);
    const ifNoneMatch = new Headers(init.headers).get('if-none-match') ?? undefined;
    try {
      const answer = await reader.getObject({ Bucket: location.bucket, Key: location.prefix, IfNoneMatch: ifNoneMatch }, init.signal ?? undefined);
      const body = Buffer.from(await answer.Body!.transformToByteArray());
      return new Response(body, { status: 200, headers: answer.ETag ? { etag: answer.ETag } : {} });
    } catch (error) {
      const status = statusOf(error);
      if (status === 304 || status === 403 || status === 404) return new Response(null, { status });
      throw error;
    }
  }) as typeof fetch;
}

/**
 * A client with the project's S3 settings (the same as the release tools', from the AWS_* and
 * S3_* variables). The SDK is loaded only by a server that reads its environment from a bucket.
 */
export function s3ReaderFromEnvironment(env: NodeJS.ProcessEnv): S3Reader {
  const client = import('@aws-sdk/client-s3').then(({ S3Client, GetObjectCommand }) => {
    quietSdkNodeVersionNotice();
    const s3 = new S3Client(s3ClientSettings(env));
    return (input: { Bucket: string; Key: string; IfNoneMatch?: string }, signal?: AbortSignal) =>
      s3.send(new GetObjectCommand(input), { abortSignal: signal });
  });
  return { getObject: async (input, signal) => (await client)(input, signal) };
}
