import { usePageData } from '@echowatch/remote-kit';

export type ReferenceList<T> = { status: 'loading' } | { status: 'loaded'; items: T } | { status: 'failed' };

/** Loads one list a form chooses from, named by `key`; `retry` starts a new attempt. */
export function useReferenceList<T>(key: string, load: () => Promise<T>): { list: ReferenceList<T>; retry: () => void } {
  const data = usePageData(key, load);
  const list: ReferenceList<T> =
    data.status === 'ready' ? { status: 'loaded', items: data.value } : { status: data.status };
  return { list, retry: data.retry };
}
