import { useEffect, useRef, type RefObject } from 'react';

/** The list is scrolled into view 500 ms after it loads (docs/product-rules.md, R-BLOG-4). */
export const SCROLL_AFTER_LOAD_MS = 500;

/**
 * Scrolls to `target` once each new `loadedKey` has arrived (another page, tab or search); smooth
 * unless the visitor asks for less motion. The list the page opened with is left where it is: the
 * visitor has not asked for anything yet, and a page that moves by itself once it is live loses
 * their place.
 */
export function useScrollAfterLoad(target: RefObject<HTMLElement | null>, loadedKey: string | null): void {
  const firstKey = useRef<string | null>(null);
  useEffect(() => {
    if (loadedKey === null) return;
    if (firstKey.current === null) {
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
  }, [target, loadedKey]);
}
