import { createHash } from 'node:crypto';

/**
 * A digest of the data a page's loaders returned. Within one composition, language, device class
 * and address, a page is rendered from nothing else: the same digest is the same page.
 */
export function dataDigest(loaderData: unknown): string {
  return createHash('sha256').update(JSON.stringify(loaderData)).digest('base64url');
}
