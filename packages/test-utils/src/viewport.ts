/**
 * jsdom has no matchMedia; pages that pick their layout by width (and sliders that read motion
 * preferences) need one. This answers queries as a browser would: width queries for the given
 * width (none match when no width is given) and `prefers-reduced-motion: reduce` when asked to.
 */
export function stubMatchMedia({ width, reducedMotion = false }: { width?: number; reducedMotion?: boolean }): void {
  const matches = (query: string): boolean => {
    if (/prefers-reduced-motion:\s*reduce/.test(query)) return reducedMotion;
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (width === undefined) return false;
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        media: query,
        matches: matches(query),
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

/** A browser of the given width, for pages that render their mobile or desktop layout by width. */
export function setViewportWidth(width: number): void {
  stubMatchMedia({ width });
}

export const DESKTOP_WIDTH = 1280;
export const MOBILE_WIDTH = 375;
