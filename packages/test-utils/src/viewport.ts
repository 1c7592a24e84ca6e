/**
 * jsdom has no matchMedia; pages that pick their layout by width need one. This answers width
 * queries as a browser of the given width would, so a test can render the mobile or desktop layout.
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string): boolean => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
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

export const DESKTOP_WIDTH = 1280;
export const MOBILE_WIDTH = 375;
