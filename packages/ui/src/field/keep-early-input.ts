import { useCallback, useRef, type Ref } from 'react';
import { assignRef } from './assign-ref';

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
      assignRef(callerRef, node);
    },
    [value, onValueChange, callerRef],
  );
}
