import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '@echowatch/api-client';
import type { PageDataEntry } from '@echowatch/contracts';
import { usePageDataSource } from '../config/site-config-context';

export type PageDataState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: unknown };

export type PageData<T> = PageDataState<T> & { retry: () => void };

function fromEntry<T>(entry: PageDataEntry): PageDataState<T> {
  return entry.ok
    ? { status: 'ready', value: entry.value as T }
    : { status: 'failed', error: new ApiError(entry.code, entry.message, null) };
}

interface Settled<T> {
  key: string;
  attempt: number;
  state: PageDataState<T>;
}

/**
 * The one way a page loads what it shows, on the server and in the browser alike. `key` names the
 * result (same key, same result; null loads nothing). A page the server rendered starts with the
 * results it was rendered with, so the browser neither fetches them again nor renders differently
 * while hydrating; otherwise the call runs after mount. `retry` makes the call again.
 */
export function usePageData<T>(key: string | null, load: () => Promise<T>): PageData<T> {
  const source = usePageDataSource();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const seeded = key !== null && attempt === 0 ? source?.read(key) : undefined;
  // While the server collects what the page needs, asking is all a render does.
  if (key !== null && !seeded) source?.request?.(key, load);
  const run = useEffectEvent(load);
  const isSeeded = seeded !== undefined;

  useEffect(() => {
    if (key === null || isSeeded) return;
    let active = true;
    run().then(
      (value) => active && setSettled({ key, attempt, state: { status: 'ready', value } }),
      (error: unknown) => active && setSettled({ key, attempt, state: { status: 'failed', error } }),
    );
    return () => {
      active = false;
    };
  }, [key, attempt, isSeeded]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (key !== null && settled?.key === key && settled.attempt === attempt) return { ...settled.state, retry };
  if (seeded) return { ...fromEntry<T>(seeded), retry };
  return { status: 'loading', retry };
}
