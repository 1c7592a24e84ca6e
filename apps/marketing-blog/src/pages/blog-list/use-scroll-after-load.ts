import { useEffect, useRef, type RefObject } from 'react';

/** The list is scrolled into view 500 ms after it loads (docs/product-rules.md, R-BLOG-4). */
export const SCROLL_AFTER_LOAD_MS = 500;

/**
 * Scrolls to `target` once each new `loadedKey` has arrived; smooth unless the visitor asks for
 * less motion. With `keepFirst` (the page arrived rendered from the server), the list it opened
 * with is left where it is, whenever it arrives: the visitor has asked for nothing yet, and a page
 * that moves by itself once it is live loses their place. Another page, tab or search scrolls.
 */
export function useScrollAfterLoad(target: RefObject<HTMLElement | null>, loadedKey: string | null, keepFirst = false): void {
  const firstKey = useRef<string | null>(null);
  useEffect(() => {
    if (loadedKey === null) return;
    if (keepFirst && firstKey.current === null) {
      firstKey.current = loadedKey;
      return;
    }
    if (loadedKey === firstKey.current) return;
    // Coming back to the first list later is a change the visitor asked for too.
    firstKey.current = '';
    const timer = window.setTimeout(() => {
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      target.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    }, SCROLL_AFTER_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, [target, loadedKey, keepFirst]);
}
