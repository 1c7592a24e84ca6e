import { useMemo } from 'react';
import { usePageData } from '@echowatch/remote-kit';

export type ReferenceList<T> = { status: 'loading' } | { status: 'loaded'; items: T } | { status: 'failed' };

/** Loads one list a form chooses from, named by `key`; `retry` starts a new attempt. */
export function useReferenceList<T>(key: string, load: () => Promise<T>): { list: ReferenceList<T>; retry: () => void } {
  const data = usePageData(key, load);
  const status = data.status === 'ready' ? 'loaded' : data.status;
  const items = data.status === 'ready' ? data.value : undefined;
  // The same list object while nothing changed: the form part it goes to keeps the server's markup
  // until the visitor reaches for it only while what it shows stays the same.
  const list = useMemo<ReferenceList<T>>(() => (status === 'loaded' ? { status, items: items as T } : { status }), [status, items]);
  return { list, retry: data.retry };
}
