/**
 * Resolves once the element `selector` finds comes within `margin` of the viewport; at once outside
 * a browser, where there is no element on screen (a render drawn fresh), or without
 * IntersectionObserver.
 */
export function whenNear(selector: string, margin = '200px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
