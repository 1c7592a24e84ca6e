/**
 * The page's lead picture, its largest paint: the one image the server marks `elementtiming`, so
 * that the browser reports when it is on screen. It is also `fetchpriority="high"`, for which
 * React's server render writes a preload at the start of the page's markup.
 */
export const LEAD_PICTURE = 'img[elementtiming]';
