import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazy component that can be loaded again after its chunk failed. React keeps a failed lazy
 * component failed for good, and this module outlives the shell's "Try again" (the federation
 * runtime keeps it loaded), so once a load has failed `next()` hands out a fresh one. A caller
 * keeps what it got for as long as it is mounted, so a failure reaches the error boundary instead
 * of starting the next load at once.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): {
  next: () => LazyExoticComponent<ComponentType<P>>;
} {
  const create = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          latest = create();
          throw error;
        },
      ),
    );
  let latest = create();
  return { next: () => latest };
}
