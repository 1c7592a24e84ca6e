import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver, { type KoaContext, type KoaMiddleware } from 's3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The environment a client of this server needs (endpoint, path style, test credentials). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

function refuse(ctx: KoaContext, status: number, code: string): void {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>`;
}

/**
 * Conditional PUT as AWS S3, R2 and MinIO do it. s3rver honours If-None-Match and If-Match on GET
 * only and silently overwrites on PUT, so this stands in for the real stores' conditional writes:
 * per key, one write at a time, the condition checked against what the key holds right then.
 */
function conditionalWrites(server: S3rver): KoaMiddleware {
  const queues = new Map<string, Promise<void>>();
  return async (ctx, next) => {
    const ifNoneMatch = ctx.get('if-none-match');
    const ifMatch = ctx.get('if-match');
    if (ctx.method !== 'PUT' || (!ifNoneMatch && !ifMatch)) return next();
    const [, bucket = '', ...rest] = decodeURIComponent(ctx.path).split('/');
    const key = rest.join('/');
    const previous = queues.get(ctx.path) ?? Promise.resolve();
    let release = () => undefined as void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const chain = previous.then(() => mine);
    queues.set(ctx.path, chain);
    await previous;
    try {
      const etag = await server.store.getMetadata(bucket, key).then((metadata) => metadata.etag, () => undefined);
      if (ifNoneMatch === '*' && etag !== undefined) return refuse(ctx, 412, 'PreconditionFailed');
      if (ifMatch && etag === undefined) return refuse(ctx, 404, 'NoSuchKey');
      if (ifMatch && ifMatch !== etag) return refuse(ctx, 412, 'PreconditionFailed');
      await next();
    } finally {
      release();
      if (queues.get(ctx.path) === chain) queues.delete(ctx.path);
    }
  };
}

/** An S3-compatible server on a free port of 127.0.0.1, with one bucket, its data in a temporary folder. */
export async function startS3TestServer(bucket = 'echowatch-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ew-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  // In front of s3rver's router, the last middleware it installs.
  server.middleware.splice(server.middleware.length - 1, 0, conditionalWrites(server));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
