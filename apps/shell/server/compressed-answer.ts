import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

/** A finished page: status, document and the request headers it varies by (besides Accept-Encoding). */
export interface PageAnswer {
  status: number;
  html: string;
  vary: string;
  reuse: 'composition' | 'data' | 'none';
  /** Where the page sent the visitor while rendering: answered as a redirect, never kept. */
  redirect?: string;
  /** The `Link` header naming the page's code (preload-links). */
  link?: string;
}

/** A page kept for reuse: its bytes in every encoding a browser may ask for, made once. */
export interface StoredAnswer {
  status: number;
  vary: string;
  reuse: 'composition' | 'data';
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The entity tag of the page; each encoding is a representation of its own, with a suffix. */
  tag: string;
  bytes: number;
  link?: string;
}

const gzipBytes = promisify(gzip);
const brotliBytes = promisify(brotliCompress);

/**
 * Compresses a page once for every later answer. Brotli at quality 5 and gzip at level 6: well
 * within what one render costs, and the bytes are sent many times. Runs on the thread pool.
 */
export async function compressAnswer(answer: PageAnswer & { reuse: StoredAnswer['reuse'] }): Promise<StoredAnswer> {
  const identity = Buffer.from(answer.html, 'utf8');
  const [gzipped, brotli] = await Promise.all([
    gzipBytes(identity, { level: 6 }),
    brotliBytes(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const tag = createHash('sha1').update(identity).digest('base64url').slice(0, 27);
  return {
    status: answer.status,
    vary: answer.vary,
    reuse: answer.reuse,
    identity,
    gzip: gzipped,
    br: brotli,
    tag,
    bytes: identity.length + gzipped.length + brotli.length,
    ...(answer.link ? { link: answer.link } : {}),
  };
}

export const isStoredAnswer = (answer: PageAnswer | StoredAnswer): answer is StoredAnswer => 'identity' in answer;

/**
 * Sends a page with the caching headers every page has. A kept page goes out in the encoding the
 * request accepts (brotli, then gzip, else as it is) with its length and entity tag, so the
 * compression middleware passes it through untouched; another is sent as HTML for it to compress.
 */
export function sendAnswer(
  req: Request,
  res: Response,
  answer: PageAnswer | StoredAnswer,
  // What a cache in front may keep (page-cache-policy); by default nothing shared.
  caching: { cacheControl: string; vary: string } = { cacheControl: 'no-cache', vary: answer.vary },
): void {
  res.setHeader('Cache-Control', caching.cacheControl);
  if (answer.link) res.setHeader('Link', answer.link);
  if (!isStoredAnswer(answer)) {
    res.setHeader('Vary', caching.vary);
    res.status(answer.status).type('html').send(answer.html);
    return;
  }
  // The server's preference, not the order the browser listed them in: brotli is the smaller.
  const encoding = (['br', 'gzip'] as const).find((candidate) => req.acceptsEncodings(candidate) === candidate);
  res.setHeader('Vary', caching.vary.includes('Accept-Encoding') ? caching.vary : `${caching.vary}, Accept-Encoding`);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  let body = answer.identity;
  let tag = answer.tag;
  if (encoding === 'br' || encoding === 'gzip') {
    body = answer[encoding];
    tag = `${answer.tag}-${encoding}`;
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('ETag', `"${tag}"`);
  res.status(answer.status).send(body);
}
