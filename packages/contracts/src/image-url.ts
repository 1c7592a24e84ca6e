/**
 * The widths the site's image route makes. Any other width is refused, so a cache holds a few
 * variants per picture and a visitor's browser picks one from `srcset`.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The path the shell's server answers image requests on. */
export const IMAGE_ROUTE = '/images';

/** The address of one width of a source picture, on the image route at `endpoint`. */
export function imageUrl(endpoint: string, src: string, width: ImageWidth): string {
  return `${endpoint}?src=${encodeURIComponent(src)}&w=${width}`;
}

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}
