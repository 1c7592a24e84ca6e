import { useMemo, useSyncExternalStore } from 'react';
import { mediaQueries } from '@echowatch/design-tokens';

function subscribeToQuery(query: string) {
  return (onChange: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

function currentMatch(query: string): boolean {
  // Browsers without matchMedia (and jsdom) match nothing.
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Whether a media query matches, or undefined where it cannot be known: on the server and in the
 * render that hydrates the server's markup. A page can then render every variant (CSS shows the
 * right one) until the answer is known, without a mismatch or a layout shift.
 */
export function useMediaMatch(query: string): boolean | undefined {
  const subscribe = useMemo(() => subscribeToQuery(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => currentMatch(query),
    () => undefined,
  );
}

/** Whether a media query matches; false on the server and in the hydrating render, then the real value. */
export function useMediaQuery(query: string): boolean {
  return useMediaMatch(query) ?? false;
}

/** True at the mobile layout, 834 px wide or less (docs/product-rules.md, R-SITE-2). */
export function useIsMobileLayout(): boolean {
  return useMediaQuery(mediaQueries.mobile);
}

export { isMobileUserAgent, mobilePlatform, type MobilePlatform } from './device';
