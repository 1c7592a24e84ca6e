import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True while the window is scrolled further down than `offsetPx`. */
export function useScrolledPast(offsetPx: number): boolean {
  const isPast = useCallback(() => window.scrollY > offsetPx, [offsetPx]);
  return useSyncExternalStore(subscribeToScroll, isPast, () => false);
}
