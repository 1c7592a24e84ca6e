/**
 * The page's lead picture, its largest paint: the image the server marks `fetchpriority="high"`
 * (`src/ssr/lead-image.ts` finds it in the markup the same way to hint it first).
 */
export const LEAD_PICTURE = 'img[fetchpriority="high"]';
