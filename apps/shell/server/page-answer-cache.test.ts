/** @jest-environment node */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { isStoredAnswer, type PageAnswer } from './compressed-answer';
import { createPageAnswerCache, type PageCacheEvent, type ProducedAnswer } from './page-answer-cache';

/** A page render the test counts and, when it chooses, holds until it is released. */
function renders(reuse: PageAnswer['reuse'] = 'data') {
  let count = 0;
  const held: (() => void)[] = [];
  let holding = false;
  const produce = () => {
    count += 1;
    const answer: PageAnswer = { status: 200, html: `<p>render ${count}</p>`, vary: 'Accept-Language, Cookie', reuse };
    if (!holding) return Promise.resolve(answer);
    return new Promise<PageAnswer>((resolve) => held.push(() => resolve(answer)));
  };
  return {
    produce,
    count: () => count,
    hold: () => {
      holding = true;
    },
    releaseAll: () => {
      holding = false;
      held.splice(0).forEach((release) => release());
    },
  };
}

/**
 * A page with data whose loaders return `data` (the test changes it): asked with the digest of the
 * kept page, it answers `unchanged` when its data is still that one, as the renderer does.
 */
function pageWithData(data = 'posts v1') {
  let current = data;
  let count = 0;
  const asked: (string | undefined)[] = [];
  const produce = (kept?: string): Promise<ProducedAnswer> => {
    asked.push(kept);
    if (kept === current) return Promise.resolve({ unchanged: true });
    count += 1;
    return Promise.resolve({ status: 200, html: `<p>${current}, render ${count}</p>`, vary: 'Accept-Language', reuse: 'data', dataDigest: current });
  };
  return {
    produce,
    renders: () => count,
    asked,
    change: (next: string) => {
      current = next;
    },
  };
}

const html = (answer: PageAnswer | { identity: Buffer }) => ('html' in answer ? answer.html : answer.identity.toString());
const scope = {};

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  jest.setSystemTime(new Date('2026-11-26T06:00:00Z'));
});
afterEach(() => jest.useRealTimers());

describe('the page answer cache', () => {
  it('answers a page with data from the cache within its interval, then renders it again', async () => {
    const events: PageCacheEvent[] = [];
    const cache = createPageAnswerCache({ dataTtlMs: 2000, staleMs: 0, onEvent: (event) => events.push(event) });
    const page = renders();
    expect(html(await cache.answer(scope, 'vi /discovery', page.produce))).toBe('<p>render 1</p>');
    jest.advanceTimersByTime(1999);
    expect(html(await cache.answer(scope, 'vi /discovery', page.produce))).toBe('<p>render 1</p>');
    jest.advanceTimersByTime(1);
    expect(html(await cache.answer(scope, 'vi /discovery', page.produce))).toBe('<p>render 2</p>');
    expect(events).toEqual(['miss', 'hit', 'miss']);
  });

  it('serves the stale page while one render replaces it', async () => {
    const cache = createPageAnswerCache({ dataTtlMs: 2000, staleMs: 8000 });
    const page = renders();
    await cache.answer(scope, 'k', page.produce);
    jest.advanceTimersByTime(3000);
    page.hold();
    const stale = await Promise.all([1, 2, 3].map(() => cache.answer(scope, 'k', page.produce)));
    expect(stale.map(html)).toEqual(['<p>render 1</p>', '<p>render 1</p>', '<p>render 1</p>']);
    expect(page.count()).toBe(2);
    page.releaseAll();
    await new Promise((resolve) => setImmediate(resolve));
    // The compression of the new page runs on the thread pool, which a busy machine may take a
    // while to schedule: wait until it is kept (the clock of the process, which fake timers leave alone).
    const deadline = process.hrtime.bigint() + 10_000_000_000n;
    while (html(await cache.answer(scope, 'k', page.produce)) !== '<p>render 2</p>' && process.hrtime.bigint() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(html(await cache.answer(scope, 'k', page.produce))).toBe('<p>render 2</p>');
    expect(page.count()).toBe(2);
  });

  it('renders a page once for requests that all miss at the same time', async () => {
    const cache = createPageAnswerCache({ dataTtlMs: 2000, staleMs: 8000 });
    const page = renders();
    page.hold();
    const answers = Promise.all([1, 2, 3, 4].map(() => cache.answer(scope, 'k', page.produce)));
    page.releaseAll();
    expect((await answers).map(html)).toEqual(Array(4).fill('<p>render 1</p>'));
    expect(page.count()).toBe(1);
  });

  it('starts afresh with a new environment file (a new scope)', async () => {
    const cache = createPageAnswerCache({ dataTtlMs: 2000, staleMs: 8000 });
    const page = renders('composition');
    await cache.answer(scope, 'k', page.produce);
    await cache.answer(scope, 'k', page.produce);
    expect(html(await cache.answer({}, 'k', page.produce))).toBe('<p>render 2</p>');
  });

  it('keeps no page that may not be reused, and no page with data when its cache is off', async () => {
    const never = renders('none');
    const off = createPageAnswerCache({ dataTtlMs: 0, staleMs: 8000 });
    const data = renders('data');
    const on = createPageAnswerCache({ dataTtlMs: 2000, staleMs: 8000 });
    for (let index = 0; index < 3; index += 1) {
      await on.answer(scope, 'failed', never.produce);
      await off.answer(scope, 'k', data.produce);
    }
    expect(never.count()).toBe(3);
    expect(data.count()).toBe(3);
  });

  it('renders each request alone when the data cache is off', async () => {
    const cache = createPageAnswerCache({ dataTtlMs: 0, staleMs: 0 });
    const page = renders();
    page.hold();
    const answers = Promise.all([1, 2].map(() => cache.answer(scope, 'k', page.produce)));
    page.releaseAll();
    expect((await answers).map(html)).toEqual(['<p>render 1</p>', '<p>render 2</p>']);
  });

  it('keeps a page as gzip and brotli bytes that decode to the page', async () => {
    const cache = createPageAnswerCache({ dataTtlMs: 2000, staleMs: 0 });
    const page = renders('composition');
    const answer = await cache.answer(scope, 'k', page.produce);
    if (!isStoredAnswer(answer)) throw new Error('the page was not kept');
    expect(gunzipSync(answer.gzip).toString()).toBe('<p>render 1</p>');
    expect(brotliDecompressSync(answer.br).toString()).toBe('<p>render 1</p>');
  });

  describe('revalidating a kept page by its data', () => {
    it('with the data cache off, asks for the data on every answer and renders only when it changed', async () => {
      const events: PageCacheEvent[] = [];
      const cache = createPageAnswerCache({ dataTtlMs: 0, staleMs: 8000, onEvent: (event) => events.push(event) });
      const page = pageWithData();
      expect(html(await cache.answer(scope, 'k', page.produce))).toBe('<p>posts v1, render 1</p>');
      expect(html(await cache.answer(scope, 'k', page.produce))).toBe('<p>posts v1, render 1</p>');
      expect(html(await cache.answer(scope, 'k', page.produce))).toBe('<p>posts v1, render 1</p>');
      page.change('posts v2');
      // No interval: the very next answer has the new data.
      expect(html(await cache.answer(scope, 'k', page.produce))).toBe('<p>posts v2, render 2</p>');
      expect(html(await cache.answer(scope, 'k', page.produce))).toBe('<p>posts v2, render 2</p>');
      expect(page.asked).toEqual([undefined, 'posts v1', 'posts v1', 'posts v1', 'posts v2']);
      expect(page.renders()).toBe(2);
      expect(events).toEqual(['miss', 'revalidated', 'revalidated', 'miss', 'revalidated']);
    });

    it('with the data cache off, never serves a kept page without asking, however recent', async () => {
      const cache = createPageAnswerCache({ dataTtlMs: 0, staleMs: 8000 });
      const page = pageWithData();
      await cache.answer(scope, 'k', page.produce);
      page.change('posts v2');
      expect(html(await cache.answer(scope, 'k', page.produce))).toBe('<p>posts v2, render 2</p>');
    });

    it('revalidates a page past its interval and its stale time instead of rendering it', async () => {
      const events: PageCacheEvent[] = [];
      const cache = createPageAnswerCache({ dataTtlMs: 2000, staleMs: 1000, onEvent: (event) => events.push(event) });
      const page = pageWithData();
      await cache.answer(scope, 'k', page.produce);
      jest.advanceTimersByTime(5000);
      expect(html(await cache.answer(scope, 'k', page.produce))).toBe('<p>posts v1, render 1</p>');
      // Revalidated is as good as rendered: served from the cache for another interval.
      jest.advanceTimersByTime(1999);
      expect(html(await cache.answer(scope, 'k', page.produce))).toBe('<p>posts v1, render 1</p>');
      expect(page.asked).toEqual([undefined, 'posts v1']);
      expect(events).toEqual(['miss', 'revalidated', 'hit']);
    });

    it('revalidates in the background while the stale page is served', async () => {
      const cache = createPageAnswerCache({ dataTtlMs: 2000, staleMs: 8000 });
      const page = pageWithData();
      await cache.answer(scope, 'k', page.produce);
      jest.advanceTimersByTime(3000);
      expect(html(await cache.answer(scope, 'k', page.produce))).toBe('<p>posts v1, render 1</p>');
      await new Promise((resolve) => setImmediate(resolve));
      expect(page.asked).toEqual([undefined, 'posts v1']);
      expect(page.renders()).toBe(1);
    });

    it('asks with no digest for a page kept without one (a page without data is never revalidated)', async () => {
      const cache = createPageAnswerCache({ dataTtlMs: 0, staleMs: 0 });
      const page = renders('data');
      await cache.answer(scope, 'k', page.produce);
      await cache.answer(scope, 'k', page.produce);
      expect(page.count()).toBe(2);
    });
  });
});
