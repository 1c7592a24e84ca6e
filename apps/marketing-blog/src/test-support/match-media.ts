/**
 * A matchMedia for tests of motion preferences: only `prefers-reduced-motion: reduce` can match, and
 * only when asked to. (react-slick also needs matchMedia to exist at all.)
 */
export function stubMatchMedia({ reducedMotion }: { reducedMotion: boolean }): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        media: query,
        matches: reducedMotion && /prefers-reduced-motion:\s*reduce/.test(query),
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}
