import type { S3ClientConfig } from '@aws-sdk/client-s3';

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
 * How every S3 client of the project is set up, the release tools' and the site server's alike:
 * AWS S3 or any S3-compatible store (R2, MinIO, Ceph, GCS interoperability), the usual AWS_*
 * variables for region and credentials, `S3_ENDPOINT` for another store, and
 * `S3_FORCE_PATH_STYLE=true` where the store does not serve buckets as host names.
 */
export function s3ClientSettings(env: NodeJS.ProcessEnv = process.env): S3ClientConfig {
  return {
    region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
    // Keys given in these settings win; without them the SDK's usual chain (profiles, roles) applies.
    credentials: env.AWS_ACCESS_KEY_ID
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '', sessionToken: env.AWS_SESSION_TOKEN }
      : undefined,
    // The default flexible checksums are refused by several S3-compatible stores; S3 needs none
    // for these single-part requests.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * On Node older than 22 the AWS SDK emits a notice (its releases from January 2027 need Node 22) as
 * a process warning: multi-line text on stderr, once in every process that makes a client. Its own
 * switch turns off that notice and nothing else; whoever wants it sets
 * AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=false. Call it before making a client.
 */
export function quietSdkNodeVersionNotice(): void {
  // The SDK reads the switch from the process environment itself, when a client is made.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
}
