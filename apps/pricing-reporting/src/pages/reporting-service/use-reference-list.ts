import { useCallback, useEffect, useState } from 'react';

export type ReferenceList<T> = { status: 'loading' } | { status: 'loaded'; items: T } | { status: 'failed' };

/** Loads one list a form chooses from, once per attempt; `retry` starts a new attempt. */
export function useReferenceList<T>(load: () => Promise<T>): { list: ReferenceList<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; list: ReferenceList<T> } | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (items) => current && setSettled({ attempt, list: { status: 'loaded', items } }),
      () => current && setSettled({ attempt, list: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { list: settled?.attempt === attempt ? settled.list : { status: 'loading' }, retry };
}
