import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError } from '@echowatch/api-client';
import type { PageDataEntry } from '@echowatch/contracts';
import { usePageDataSource } from '../config/site-config-context';

export type PageDataState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: unknown };

export type PageData<T> = PageDataState<T> & { retry: () => void };

export interface PageDataOptions {
  /**
   * false: the call is the browser's alone, made after mount; a result the route's loader fetched
   * is never read. For calls that check or spend something single-use (a mailed link's token).
   */
  onServer?: boolean;
}

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

interface InFlight<T> {
  key: string;
  attempt: number;
  call: Promise<T>;
}

/**
 * The one way a page reads what it shows. `key` names the result (same key, same result; null
 * loads nothing). A page starts with the results its route's loader fetched (see `pageLoader`),
 * on the server and in the browser alike, so hydration renders the same and nothing is fetched
 * twice; a result the loader did not get in time is fetched here, after mount. `retry` makes the
 * call again. With `onServer: false` the call only ever runs in the browser, after mount.
 *
 * The call is made once per key and attempt: when React runs the effect twice for one mount
 * (StrictMode), the second run takes up the call the first one started.
 */
export function usePageData<T>(key: string | null, load: () => Promise<T>, options: PageDataOptions = {}): PageData<T> {
  const pageData = usePageDataSource();
  const source = options.onServer === false ? undefined : pageData;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const inFlight = useRef<InFlight<T> | null>(null);
  const seeded = key !== null && attempt === 0 ? source?.read(key) : undefined;
  const run = useEffectEvent(load);
  const isSeeded = seeded !== undefined;

  useEffect(() => {
    if (key === null || isSeeded) return;
    const started = inFlight.current;
    const call = started?.key === key && started.attempt === attempt ? started.call : run();
    inFlight.current = { key, attempt, call };
    let active = true;
    call.then(
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
