import { useCallback, useRef, type Ref } from 'react';

function assign<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}

/**
 * A ref for a field the server may have sent before its code arrived. When React first attaches it
 * (while hydrating), the box may hold what a visitor typed meanwhile; that text is handed to
 * `onValueChange`, since a re-render right after hydration would otherwise put the server's value
 * back over it. Passes the node on to the caller's own ref.
 */
export function useKeepEarlyInput(value: string, onValueChange: (value: string) => void, callerRef?: Ref<HTMLInputElement>) {
  const attached = useRef(false);
  return useCallback(
    (node: HTMLInputElement | null) => {
      if (node && !attached.current) {
        attached.current = true;
        if (node.value !== value) onValueChange(node.value);
      }
      assign(callerRef, node);
    },
    [value, onValueChange, callerRef],
  );
}
