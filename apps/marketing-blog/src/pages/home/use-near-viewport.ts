import { useEffect, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How far outside the viewport still counts as near. */
  rootMargin?: string;
  /** How much of the element must show; above 0, merely touching the viewport's edge does not count. */
  threshold?: number;
}

/** True once the element comes near (or into) the viewport, and from then on. */
export function useNearViewport(target: RefObject<Element | null>, options: NearViewportOptions = {}): boolean {
  const { rootMargin = '200px', threshold = 0 } = options;
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) setNear(true);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, rootMargin, threshold, near]);
  return near;
}
