import { useEffect, type RefObject } from 'react';

/** The list is scrolled into view 500 ms after it loads (docs/product-rules.md, R-BLOG-4). */
export const SCROLL_AFTER_LOAD_MS = 500;

/** Scrolls to `target` once each new `loadedKey` has arrived; smooth unless the visitor asks for less motion. */
export function useScrollAfterLoad(target: RefObject<HTMLElement | null>, loadedKey: string | null): void {
  useEffect(() => {
    if (loadedKey === null) return;
    const timer = window.setTimeout(() => {
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      target.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    }, SCROLL_AFTER_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, [target, loadedKey]);
}
