import { Router, type Request, type Response } from 'express';
import { IMAGE_ROUTE, isImageWidth, type ImageWidth, type SiteConfig } from '@echowatch/contracts';
import { withoutDocumentHeaders } from '@echowatch/serving';
import { resize, type ImageFormat } from './image-resize';
import { fetchSourceImage, ImageSourceError } from './image-source';
import { allowedSource } from './image-source-address';
import { createImageVariantCache } from './image-variant-cache';
import { createWorkQueue, ImageBusyError } from './image-work-queue';
import { cut } from './observability/loggable-url';
import { createSiteLogger, type SiteLogger } from './observability/logger';

export const IMAGE_TIMEOUT_MS = 3000;
export const IMAGE_MAX_SOURCE_BYTES = 8 * 1024 * 1024;
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
export const IMAGE_CACHE_ENTRIES = 5000;
// A 6000 × 4000 photo; a post picture is far smaller, a decompression bomb far bigger.
export const IMAGE_MAX_INPUT_PIXELS = 24_000_000;
export const IMAGE_RESIZE_TIMEOUT_SECONDS = 5;
// Each running job may hold a source of up to 8 MB and its decoded pixels: a few at a time.
export const IMAGE_CONCURRENCY = 4;
export const IMAGE_QUEUE_LIMIT = 32;
const BUSY_RETRY_AFTER_SECONDS = 5;
// A day fresh, a week more served stale while a cache fetches it again: a post's pictures rarely change.
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export interface ImageRouteOptions {
  /** The served environment, read per request: its blog host is the only source allowed. */
  environment: () => SiteConfig;
  logger?: Pick<SiteLogger, 'warn'>;
  /** How long the blog host may take to send a picture. */
  timeoutMs?: number;
  /** The largest source picture fetched; a bigger one is refused. */
  maxSourceBytes?: number;
  /** How many bytes of made variants (and their keys) are kept in memory, and how many variants. */
  cacheBytes?: number;
  cacheEntries?: number;
  /** Query parameters of a source the blog host needs (kept in its address); every other one is dropped. */
  sourceParameters?: readonly string[];
  /** Pixels a source may have, and the seconds one resize may take. */
  maxInputPixels?: number;
  resizeTimeoutSeconds?: number;
  /** Upstream fetches (and, apart, resizes) running at once, and how many may wait for a turn. */
  concurrency?: number;
  queueLimit?: number;
}

/** The width asked for, or null when it is not one the route makes. */
function requestedWidth(value: unknown): ImageWidth | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const width = Number(value);
  return isImageWidth(width) ? width : null;
}

function refuse(res: Response, status: number, reason: string) {
  // A refusal is no answer to keep: the next try may well succeed.
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).type('text/plain').send(reason);
}

/**
 * `GET IMAGE_ROUTE?src=…&w=…`: a picture of the blog at one of IMAGE_WIDTHS, as WebP to browsers
 * that take it, from the site's own origin so it needs no connection to another host. Only the
 * blog host's post pictures are fetched, their addresses written exactly as the blog service names
 * them (image-source-address), so the route is no open proxy; one picture is one variant per width
 * and format whatever query it is asked with, and fetches and resizes run a few at a time.
 */
export function imageRoute(options: ImageRouteOptions): Router {
  const { environment, timeoutMs = IMAGE_TIMEOUT_MS, maxSourceBytes = IMAGE_MAX_SOURCE_BYTES, sourceParameters = [] } = options;
  const logger = options.logger ?? createSiteLogger();
  const limits = {
    maxInputPixels: options.maxInputPixels ?? IMAGE_MAX_INPUT_PIXELS,
    timeoutSeconds: options.resizeTimeoutSeconds ?? IMAGE_RESIZE_TIMEOUT_SECONDS,
  };
  const queue = { concurrency: options.concurrency ?? IMAGE_CONCURRENCY, queueLimit: options.queueLimit ?? IMAGE_QUEUE_LIMIT };
  const fetches = createWorkQueue(queue);
  const resizes = createWorkQueue(queue);
  const cache = createImageVariantCache({ maxBytes: options.cacheBytes ?? IMAGE_CACHE_BYTES, maxEntries: options.cacheEntries ?? IMAGE_CACHE_ENTRIES });
  const router = Router();

  router.get(IMAGE_ROUTE, async (req: Request, res: Response) => {
    const width = requestedWidth(req.query.w);
    if (width === null) return refuse(res, 400, 'w must be one of the image widths');
    const src = typeof req.query.src === 'string' ? allowedSource(req.query.src, environment().hosts.blog, sourceParameters) : null;
    if (!src) return refuse(res, 400, 'src must be a picture of the blog host');
    const format: ImageFormat = /\bimage\/webp\b/i.test(req.get('accept') ?? '') ? 'webp' : 'source';
    res.vary('Accept');
    const make = async () => {
      try {
        const source = await fetches(() => fetchSourceImage(src, { timeoutMs, maxBytes: maxSourceBytes }));
        return await resizes(() => resize(source, width, format, limits));
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
      // A resized picture (never SVG) is drawn, not opened as a page: the page's headers are only bytes here.
      withoutDocumentHeaders(res);
      // send() of a Buffer gives the answer an ETag and turns a matching If-None-Match into a 304.
      res.type(variant.contentType).send(variant.body);
    } catch (error) {
      if (error instanceof ImageBusyError) {
        res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        return refuse(res, 503, 'Too many pictures are being made; try again shortly');
      }
      if (!(error instanceof ImageSourceError)) throw error;
      refuse(res, error.status, error.status === 404 ? 'Picture not found' : 'The picture could not be fetched');
    }
  });

  return router;
}
