import { LRUCache } from 'lru-cache';
import { compressAnswer, type PageAnswer, type StoredAnswer } from './compressed-answer';

/**
 * What rendering an address produced: the page, with a digest of the data it was rendered from
 * when it has data; or, asked to revalidate a kept page, word that its data is the same as that
 * page's, so the kept page is that address's page still.
 */
export type ProducedAnswer = (PageAnswer & { dataDigest?: string }) | { unchanged: true };

/** Renders the address; given the data digest of the page kept for it, may answer `unchanged`. */
export type ProducePage = (keptDataDigest?: string) => Promise<ProducedAnswer>;

export type PageCacheEvent = 'hit' | 'stale' | 'revalidated' | 'miss' | 'bypass';

export interface PageAnswerCacheOptions {
  /** How long a page with data is served without asking for its data again; 0: every answer asks. */
  dataTtlMs: number;
  /** How long after that it is still served while one render replaces it in the background. */
  staleMs: number;
  /** Bytes of answers (all encodings together) kept per composition. */
  maxBytes?: number;
  now?: () => number;
  /** Called once per answer with how it was found: the seam for page-cache metrics. */
  onEvent?: (event: PageCacheEvent, reuse: PageAnswer['reuse']) => void;
}

interface Entry {
  answer: StoredAnswer;
  storedAt: number;
  dataDigest?: string;
}

type Settled = { answer: PageAnswer | StoredAnswer; event: 'revalidated' | 'miss' | 'bypass' };

/**
 * Finished page answers, compressed once, per composition (a new environment file is a new scope:
 * nothing of the old one is served again). Pages without data stay while their composition does.
 * Pages with data are served for `dataTtlMs`, then for `staleMs` more while a single render
 * replaces them; after that, or at once with `dataTtlMs` 0, each answer runs the page's loaders
 * again, and the kept page is sent when its data came back the same (only a changed page is
 * rendered). Concurrent requests for a page that is not there share one render, unless every
 * answer is to ask for its own data.
 */
export function createPageAnswerCache({ dataTtlMs, staleMs, maxBytes = 64 * 1024 * 1024, now = Date.now, onEvent }: PageAnswerCacheOptions) {
  const scopes = new WeakMap<object, LRUCache<string, Entry>>();
  const inFlight = new WeakMap<object, Map<string, Promise<Settled>>>();

  const entriesOf = (scope: object) => {
    let entries = scopes.get(scope);
    if (!entries) {
      entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: ({ answer }) => answer.bytes });
      scopes.set(scope, entries);
    }
    return entries;
  };

  /** Renders (or revalidates `kept`) and keeps the answer when the page allows it. */
  async function produceAndKeep(scope: object, key: string, produce: ProducePage, kept: Entry | undefined): Promise<Settled> {
    const produced = await produce(kept?.dataDigest);
    if ('unchanged' in produced) {
      if (!kept) throw new Error(`the render of ${key} answered "unchanged" with no page kept`);
      kept.storedAt = now();
      return { answer: kept.answer, event: 'revalidated' };
    }
    const { dataDigest, ...page } = produced;
    // A page with data is kept to be revalidated by its digest, or for its interval.
    const keep = page.reuse === 'composition' || (page.reuse === 'data' && (dataTtlMs > 0 || dataDigest !== undefined));
    if (!keep) return { answer: page, event: 'bypass' };
    const answer = await compressAnswer({ ...page, reuse: page.reuse as StoredAnswer['reuse'] });
    entriesOf(scope).set(key, { answer, storedAt: now(), ...(page.reuse === 'data' && dataDigest ? { dataDigest } : {}) });
    return { answer, event: 'miss' };
  }

  /** One render for everyone asking meanwhile. */
  function produceOnce(scope: object, key: string, produce: ProducePage, kept: Entry | undefined): Promise<Settled> {
    let flights = inFlight.get(scope);
    if (!flights) inFlight.set(scope, (flights = new Map()));
    const running = flights.get(key);
    if (running) return running;
    const flight = produceAndKeep(scope, key, produce, kept).finally(() => flights.delete(key));
    flights.set(key, flight);
    return flight;
  }

  return {
    /** The answer for `key` in `scope`: kept, revalidated, or produced now. */
    async answer(scope: object, key: string, produce: ProducePage): Promise<PageAnswer | StoredAnswer> {
      const entries = scopes.get(scope);
      const entry = entries?.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (entry.answer.reuse === 'composition' || age < dataTtlMs) {
          onEvent?.('hit', entry.answer.reuse);
          return entry.answer;
        }
        if (dataTtlMs > 0 && age < dataTtlMs + staleMs) {
          onEvent?.('stale', entry.answer.reuse);
          produceOnce(scope, key, produce, entry).catch((error: unknown) => console.error(`Rendering ${key} again in the background failed:`, error));
          return entry.answer;
        }
        if (entry.dataDigest === undefined) entries!.delete(key);
      }
      const kept = entry?.dataDigest === undefined ? undefined : entry;
      // With the data cache off every answer asks for its own data: nothing is shared.
      const { answer, event } = await (dataTtlMs > 0 ? produceOnce(scope, key, produce, kept) : produceAndKeep(scope, key, produce, kept));
      onEvent?.(event, answer.reuse);
      return answer;
    },
  };
}

export type PageAnswerCache = ReturnType<typeof createPageAnswerCache>;
