import { useEffect, useState } from 'react';

/** What the account service said about the value now in the field. */
export type ServerCheck<T> = { status: 'idle' } | { status: 'checking' } | { status: 'done'; result: T } | { status: 'failed' };

/** How long typing must pause before the value is checked, so each keystroke is not a call. */
export const CHECK_DELAY_MS = 350;

/**
 * Asks the account service about a field's value once it passes the local rules (`enabled`), after a
 * short pause in typing; an answer for an older value is never shown for the current one.
 */
export function useServerCheck<T>(value: string, enabled: boolean, check: (value: string) => Promise<T>): ServerCheck<T> {
  const [settled, setSettled] = useState<{ value: string; check: ServerCheck<T> } | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      check(value).then(
        (result) => current && setSettled({ value, check: { status: 'done', result } }),
        () => current && setSettled({ value, check: { status: 'failed' } }),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, enabled, check]);

  if (!enabled) return { status: 'idle' };
  return settled?.value === value ? settled.check : { status: 'checking' };
}
