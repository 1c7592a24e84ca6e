/**
 * The page's lead picture, its largest paint: the one image the server marks `elementtiming`, so
 * that the browser reports when it is on screen. It is also `fetchpriority="high"`, which
 * `src/ssr/lead-image.ts` looks for in the markup to hint it first.
 */
export const LEAD_PICTURE = 'img[elementtiming]';
