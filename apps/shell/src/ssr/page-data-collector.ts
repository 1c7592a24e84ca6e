import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageDataEntry, PageDataSnapshot, PageDataSource } from '@echowatch/contracts';

// Each remote bundles its own API client, so its errors are recognised by shape, not by class.
function statedRefusal(error: unknown): PageDataEntry | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (name !== 'ApiError' || typeof code !== 'number') return null;
  return { ok: false, code, message: typeof message === 'string' ? message : '' };
}

/** The calls a page made, by key: what a later render of the same page can start before it draws. */
export type PageDataRecipe = ReadonlyMap<string, () => Promise<unknown>>;

export interface PageDataCollector {
  source: PageDataSource;
  /**
   * Starts the calls an earlier render of the same page made, before the first render: a key names
   * its result, so the page then renders once with its data instead of once to ask and once to show.
   */
  prefetch(recipe: PageDataRecipe): void;
  /** The calls whose results the last render read, for the next render of the page. */
  recipe(): PageDataRecipe;
  hasPending(): boolean;
  /** Whether the page asked for any data at all (a page that did not renders the same every time). */
  askedAny(): boolean;
  /** Whether the last render had every result it asked for (none failed, none still on its way). */
  complete(): boolean;
  /** Resolves when every pending call settled, or at the deadline, whichever is first. */
  settle(deadline: number): Promise<void>;
  /** Fixes the results the next render reads; what settles during that render waits for the one after. */
  beginRender(): void;
  /** Ends collection with the results the last render read, so the state matches its markup. */
  close(): PageDataSnapshot;
}

/**
 * Collects the calls a page asks for while the server renders it. A render only asks; the server
 * then waits for the answers (within its budget) and renders again with them. A call that failed
 * without a stated refusal, or did not answer in time, is left for the browser to make.
 */
export function createPageDataCollector(): PageDataCollector {
  const snapshot: PageDataSnapshot = {};
  let view: PageDataSnapshot = {};
  const pending = new Map<string, Promise<void>>();
  const asked = new Map<string, () => Promise<unknown>>();
  // What the current render read: a prefetched result the page no longer reads is not sent along.
  let read = new Set<string>();
  const prefetched = new Set<string>();
  const stillUsed = (key: string) => !prefetched.has(key) || read.has(key);
  let closed = false;
  // Calls run in the context the collector was made in, not in the render's: a connection a call
  // opens (and keeps alive for later calls) would otherwise keep the render, and with it the
  // remote version that rendered, reachable for as long as it lives.
  const outsideRender = AsyncLocalStorage.snapshot();

  const source: PageDataSource = {
    read: (key) => {
      read.add(key);
      return view[key];
    },
    request(key, load) {
      if (closed || asked.has(key)) return;
      asked.set(key, load);
      const call = outsideRender(load).then(
        (value) => {
          if (!closed) snapshot[key] = { ok: true, value };
        },
        (error: unknown) => {
          const refusal = statedRefusal(error);
          if (refusal && !closed) snapshot[key] = refusal;
        },
      );
      pending.set(
        key,
        call.finally(() => pending.delete(key)),
      );
    },
  };

  return {
    source,
    prefetch(recipe) {
      for (const [key, load] of recipe) {
        prefetched.add(key);
        source.request!(key, load);
      }
    },
    recipe: () => new Map([...asked].filter(([key]) => stillUsed(key))),
    // Unread: results that settled while the last render ran.
    askedAny: () => asked.size > 0,
    complete: () => pending.size === 0 && [...asked.keys()].every((key) => !stillUsed(key) || key in view),
    hasPending: () => pending.size > 0 || Object.keys(snapshot).length > Object.keys(view).length,
    async settle(deadline) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      });
      await Promise.race([Promise.all(pending.values()), timeout]);
      clearTimeout(timer);
    },
    beginRender() {
      view = { ...snapshot };
      read = new Set();
    },
    close() {
      closed = true;
      return Object.fromEntries(Object.entries(view).filter(([key]) => stillUsed(key)));
    },
  };
}
