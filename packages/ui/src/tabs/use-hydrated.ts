import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while hydrating what it sent, true after. The kit's own copy: it has no
 * dependency on the remote kit, and the answer is the same for every caller.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
