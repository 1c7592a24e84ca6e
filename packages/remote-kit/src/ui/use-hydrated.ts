import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while rendering on the server and while hydrating what the server sent, true otherwise.
 * A page reads the browser (location hash, storage, user agent) only when this is true, so its
 * first client render matches the server's markup; a page opened by client navigation, which
 * hydrates nothing, is true from its first render and never shows the in-between state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
