// s3rver ships no types; this is the part of its API (a Koa application) the tests use.
declare module 's3rver' {
  import type { IncomingMessage } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }
  export interface KoaContext {
    method: string;
    path: string;
    querystring: string;
    req: IncomingMessage;
    status: number;
    body: unknown;
    type: string;
    get(header: string): string;
  }
  export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
  export default class S3rver {
    constructor(options: S3rverOptions);
    store: { getMetadata(bucket: string, key: string): Promise<{ etag: string }> };
    middleware: KoaMiddleware[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
