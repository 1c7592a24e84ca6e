import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the window has scrolled more than `offset` px; re-renders only when that flips. */
export function useScrolledPast(offset: number): boolean {
  const isPast = useCallback(() => window.scrollY > offset, [offset]);
  return useSyncExternalStore(subscribeToScroll, isPast, () => false);
}
