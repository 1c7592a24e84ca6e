import { Router, type Request, type Response } from 'express';
import sharp from 'sharp';
import { IMAGE_ROUTE, isImageWidth, type ImageWidth, type SiteConfig } from '@echowatch/contracts';
import { allowedSource, fetchSourceImage, ImageSourceError } from './image-source';
import { createImageVariantCache, type ImageVariant } from './image-variant-cache';
import { cut } from './observability/loggable-url';
import { createSiteLogger, type SiteLogger } from './observability/logger';

export const IMAGE_TIMEOUT_MS = 3000;
export const IMAGE_MAX_SOURCE_BYTES = 8 * 1024 * 1024;
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
// A day fresh, a week more served stale while a cache fetches it again: a post's pictures rarely change.
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
const WEBP_QUALITY = 75;
const JPEG_QUALITY = 80;

export interface ImageRouteOptions {
  /** The served environment, read per request: its blog host is the only source allowed. */
  environment: () => SiteConfig;
  logger?: Pick<SiteLogger, 'warn'>;
  /** How long the blog host may take to send a picture. */
  timeoutMs?: number;
  /** The largest source picture fetched; a bigger one is refused. */
  maxSourceBytes?: number;
  /** How many bytes of made variants are kept in memory. */
  cacheBytes?: number;
}

type Format = 'webp' | 'source';

/** The width asked for, or null when it is not one the route makes. */
function requestedWidth(value: unknown): ImageWidth | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const width = Number(value);
  return isImageWidth(width) ? width : null;
}

async function resize(source: Buffer, width: ImageWidth, format: Format): Promise<ImageVariant> {
  try {
    // rotate() applies the EXIF orientation, which is lost with the rest of the metadata on output.
    const image = sharp(source).rotate().resize({ width, withoutEnlargement: true });
    if (format === 'webp') return { body: await image.webp({ quality: WEBP_QUALITY }).toBuffer(), contentType: 'image/webp' };
    // Without WebP, a photo stays a JPEG and anything else becomes a PNG, which every browser shows.
    const { format: sourceFormat } = await sharp(source).metadata();
    return sourceFormat === 'jpeg'
      ? { body: await image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg' }
      : { body: await image.png().toBuffer(), contentType: 'image/png' };
  } catch {
    throw new ImageSourceError(502, 'not a readable picture');
  }
}

function refuse(res: Response, status: number, reason: string) {
  // A refusal is no answer to keep: the next try may well succeed.
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).type('text/plain').send(reason);
}

/**
 * `GET IMAGE_ROUTE?src=…&w=…`: a picture of the blog at one of IMAGE_WIDTHS, as WebP to browsers
 * that take it, from the site's own origin so it needs no connection to another host. Only the
 * blog host's pictures are fetched, so the route is no open proxy.
 */
export function imageRoute({
  environment,
  timeoutMs = IMAGE_TIMEOUT_MS,
  maxSourceBytes = IMAGE_MAX_SOURCE_BYTES,
  cacheBytes = IMAGE_CACHE_BYTES,
  logger = createSiteLogger(),
}: ImageRouteOptions): Router {
  const router = Router();
  const cache = createImageVariantCache(cacheBytes);

  router.get(IMAGE_ROUTE, async (req: Request, res: Response) => {
    const width = requestedWidth(req.query.w);
    if (width === null) return refuse(res, 400, 'w must be one of the image widths');
    const src = typeof req.query.src === 'string' ? allowedSource(req.query.src, environment().hosts.blog) : null;
    if (!src) return refuse(res, 400, 'src must be a picture of the blog host');
    const format: Format = /\bimage\/webp\b/i.test(req.get('accept') ?? '') ? 'webp' : 'source';
    res.vary('Accept');
    const make = async () => {
      try {
        return await resize(await fetchSourceImage(src, { timeoutMs, maxBytes: maxSourceBytes }), width, format);
      } catch (error) {
        // Logged by the job, not by each request waiting on it: one failure, one line.
        if (error instanceof ImageSourceError && error.status === 502) {
          logger.warn({ src: cut(src.href, 200), reason: error.message }, 'the image route could not use a picture');
        }
        throw error;
      }
    };
    try {
      const variant = await cache.get(`${width} ${format} ${src.href}`, make);
      res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
      // send() of a Buffer gives the answer an ETag and turns a matching If-None-Match into a 304.
      res.type(variant.contentType).send(variant.body);
    } catch (error) {
      if (!(error instanceof ImageSourceError)) throw error;
      refuse(res, error.status, error.status === 404 ? 'Picture not found' : 'The picture could not be fetched');
    }
  });

  return router;
}
