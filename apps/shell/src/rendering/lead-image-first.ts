import { LEAD_PICTURE } from './lead-picture';

/** Longest a slow lead picture may hold back the start of the page's code. */
export const LEAD_IMAGE_WAIT_MS = 1500;

function settled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

// A frame, then a task: the paint has happened when this resolves. Hidden tabs get no frames, so a
// timer stands in for one.
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}

/**
 * The page arrives rendered, and its lead picture (the image marked `fetchpriority="high"`) is
 * what a visitor waits for. Starting the page (hydration) holds the main thread, and the browser
 * paints nothing meanwhile: so it starts once the picture (or, without one, the page) is on
 * screen, or after `waitMs` when the picture is slow to come. The code itself is requested at
 * once (src/index.ts): this holds back its start, never its download.
 */
export function afterLeadImagePaint(doc: Document = document, waitMs = LEAD_IMAGE_WAIT_MS): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>(LEAD_PICTURE);
  const painted = (image ? settled(image) : Promise.resolve()).then(afterNextPaint);
  const late = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  return Promise.race([painted, late]);
}
