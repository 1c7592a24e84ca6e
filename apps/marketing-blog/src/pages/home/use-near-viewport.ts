import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How far outside the viewport still counts as near. */
  rootMargin?: string;
  /** How much of the element must show; above 0, merely touching the viewport's edge does not count. */
  threshold?: number;
}

const subscribeToNothing = () => () => undefined;

/**
 * True once the element comes near (or into) the viewport, and from then on. False on the server
 * and in the hydrating render whatever the browser, so both draw the same placeholder; a browser
 * without IntersectionObserver then shows everything at once.
 */
export function useNearViewport(target: RefObject<Element | null>, options: NearViewportOptions = {}): boolean {
  const { rootMargin = '200px', threshold = 0 } = options;
  const [seen, setSeen] = useState(false);
  const cannotObserve = useSyncExternalStore(
    subscribeToNothing,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );
  const near = seen || cannotObserve;
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) setSeen(true);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, rootMargin, threshold, near]);
  return near;
}
