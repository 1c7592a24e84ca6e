import { useCallback, useEffect, useRef } from 'react';

/**
 * A code box that has the focus as soon as its form appears: the visitor is there only to type the
 * code. The element goes to the form's own ref too (a refused submit focuses it through that one),
 * and stays at hand for the form, e.g. to select a code the service refused.
 */
export function useCodeInput(formRef: (input: HTMLInputElement | null) => void) {
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      formRef(node);
    },
    [formRef],
  );
  useEffect(() => input.current?.focus(), []);
  return { input, inputRef };
}
