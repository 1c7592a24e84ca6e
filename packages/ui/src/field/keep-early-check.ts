import { useCallback, useRef, type Ref } from 'react';
import { assignRef } from './assign-ref';

/**
 * A ref for a check box or radio button the server may have sent before its code arrived. Until
 * then the box answers a tap by itself (the browser ticks it, a second tap unticks it); when React
 * first attaches the ref (while hydrating) the box's state is the visitor's, and it is handed to
 * `onCheckedChange`, since a re-render right after hydration would otherwise put the server's state
 * back. A radio button reports only being chosen. Passes the node on to the caller's own ref.
 */
export function useKeepEarlyCheck(checked: boolean, onCheckedChange: (checked: boolean) => void, callerRef?: Ref<HTMLInputElement>) {
  const attached = useRef(false);
  return useCallback(
    (node: HTMLInputElement | null) => {
      if (node && !attached.current) {
        attached.current = true;
        if (node.checked !== checked && (node.type !== 'radio' || node.checked)) onCheckedChange(node.checked);
      }
      assignRef(callerRef, node);
    },
    [checked, onCheckedChange, callerRef],
  );
}
