import { mediaQueries } from '@echowatch/design-tokens';

/** jsdom has no matchMedia; tests choose whether the mobile layout query matches. */
export function stubViewport(layout: 'mobile' | 'desktop'): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: layout === 'mobile' ? query === mediaQueries.mobile : query === mediaQueries.desktop,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
