import { LRUCache } from 'lru-cache';
import { compressAnswer, type PageAnswer, type StoredAnswer } from './compressed-answer';

/** What one address renders to, and how long others may be given it (see `RenderedPage.reuse`). */
export type ProducedAnswer = PageAnswer;

export type PageCacheEvent = 'hit' | 'stale' | 'miss' | 'bypass';

export interface PageAnswerCacheOptions {
  /** How long a page with data is served as it is; 0 turns the data cache off. */
  dataTtlMs: number;
  /** How long after that it is still served while one render replaces it in the background. */
  staleMs: number;
  /** Bytes of answers (all encodings together) kept per composition. */
  maxBytes?: number;
  now?: () => number;
  /** Called once per answer with how it was found: the seam for page-cache metrics. */
  onEvent?: (event: PageCacheEvent, reuse: ProducedAnswer['reuse']) => void;
}

interface Entry {
  answer: StoredAnswer;
  reuse: 'composition' | 'data';
  storedAt: number;
}

/**
 * Finished page answers, compressed once, per composition (a new environment file is a new scope:
 * nothing of the old one is served again). Pages without data stay while their composition does;
 * pages with data are served for `dataTtlMs`, then for `staleMs` more while a single render
 * replaces them. Concurrent requests for a page that is not there share one render.
 */
export function createPageAnswerCache({ dataTtlMs, staleMs, maxBytes = 64 * 1024 * 1024, now = Date.now, onEvent }: PageAnswerCacheOptions) {
  const scopes = new WeakMap<object, LRUCache<string, Entry>>();
  const inFlight = new WeakMap<object, Map<string, Promise<ProducedAnswer | StoredAnswer>>>();

  const entriesOf = (scope: object) => {
    let entries = scopes.get(scope);
    if (!entries) {
      entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: ({ answer }) => answer.bytes });
      scopes.set(scope, entries);
    }
    return entries;
  };

  /** Renders once for everyone asking meanwhile, and keeps the answer when the page allows it. */
  function produceOnce(scope: object, key: string, produce: () => Promise<ProducedAnswer>): Promise<ProducedAnswer | StoredAnswer> {
    let flights = inFlight.get(scope);
    if (!flights) inFlight.set(scope, (flights = new Map()));
    const running = flights.get(key);
    if (running) return running;
    const flight = produce()
      .then(async (produced) => {
        const keep = produced.reuse === 'composition' || (produced.reuse === 'data' && dataTtlMs > 0);
        if (!keep) return produced;
        const answer = await compressAnswer({ ...produced, reuse: produced.reuse as StoredAnswer['reuse'] });
        entriesOf(scope).set(key, { answer, reuse: answer.reuse, storedAt: now() });
        return answer;
      })
      .finally(() => flights.delete(key));
    flights.set(key, flight);
    return flight;
  }

  return {
    /**
     * The answer for `key` in `scope`: kept, or produced now. With the data cache off, pages with
     * data render per request as before (each request its own render).
     */
    async answer(scope: object, key: string, produce: () => Promise<ProducedAnswer>): Promise<ProducedAnswer | StoredAnswer> {
      const entry = scopes.get(scope)?.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (entry.reuse === 'composition' || age < dataTtlMs) {
          onEvent?.('hit', entry.reuse);
          return entry.answer;
        }
        if (age < dataTtlMs + staleMs) {
          onEvent?.('stale', entry.reuse);
          produceOnce(scope, key, produce).catch((error: unknown) => console.error(`Rendering ${key} again in the background failed:`, error));
          return entry.answer;
        }
        scopes.get(scope)!.delete(key);
      }
      const produced = dataTtlMs > 0 ? produceOnce(scope, key, produce) : produceAlone(scope, key, produce);
      const result = await produced;
      const kept = result.reuse === 'composition' || (result.reuse === 'data' && dataTtlMs > 0);
      onEvent?.(kept ? 'miss' : 'bypass', result.reuse);
      return result;
    },
  };

  async function produceAlone(scope: object, key: string, produce: () => Promise<ProducedAnswer>): Promise<ProducedAnswer | StoredAnswer> {
    const produced = await produce();
    if (produced.reuse !== 'composition') return produced;
    const answer = await compressAnswer({ ...produced, reuse: 'composition' });
    entriesOf(scope).set(key, { answer, reuse: 'composition', storedAt: now() });
    return answer;
  }
}

export type PageAnswerCache = ReturnType<typeof createPageAnswerCache>;
