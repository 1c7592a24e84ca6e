import type { Ref } from 'react';

/** Hands a node on to a caller's ref, whether it is a callback or an object. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}
