import sharp, { type SharpOptions } from 'sharp';
import type { ImageWidth } from '@echowatch/contracts';
import { ImageSourceError } from './image-source';
import type { ImageVariant } from './image-variant-cache';

export type ImageFormat = 'webp' | 'source';

export interface ResizeLimits {
  /** Pixels (width × height) a source may have: a small file can hold a huge canvas. */
  maxInputPixels: number;
  /** Seconds libvips may spend on one picture before giving up. */
  timeoutSeconds: number;
}

const WEBP_QUALITY = 75;
const JPEG_QUALITY = 80;
// Formats sharp is allowed to decode, read from the bytes, never from the content type the host sent:
// SVG, PDF, TIFF and the rest bring other decoders (and other holes) with them.
const DECODED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'heif']);

/** One width of a picture, as WebP or in a format every browser shows; 502 for anything not a picture. */
export async function resize(source: Buffer, width: ImageWidth, format: ImageFormat, limits: ResizeLimits): Promise<ImageVariant> {
  const input: SharpOptions = { limitInputPixels: limits.maxInputPixels };
  try {
    // The header alone says what the bytes are; nothing is decoded yet.
    const { format: sourceFormat, width: sourceWidth = 0, height: sourceHeight = 0 } = await sharp(source, input).metadata();
    if (!sourceFormat || !DECODED_FORMATS.has(sourceFormat)) throw new Error(`not a decoded format: ${sourceFormat}`);
    if (sourceWidth * sourceHeight > limits.maxInputPixels) throw new Error('too many pixels');
    // rotate() applies the EXIF orientation, which is lost with the rest of the metadata on output.
    const image = sharp(source, input).timeout({ seconds: limits.timeoutSeconds }).rotate().resize({ width, withoutEnlargement: true });
    if (format === 'webp') return { body: await image.webp({ quality: WEBP_QUALITY }).toBuffer(), contentType: 'image/webp' };
    // Without WebP, a photo stays a JPEG and anything else becomes a PNG, which every browser shows.
    return sourceFormat === 'jpeg'
      ? { body: await image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg' }
      : { body: await image.png().toBuffer(), contentType: 'image/png' };
  } catch {
    throw new ImageSourceError(502, 'not a readable picture');
  }
}
