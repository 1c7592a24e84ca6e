/** @jest-environment node */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { isStoredAnswer, type PageAnswer } from './compressed-answer';
import { createPageAnswerCache, type PageCacheEvent } from './page-answer-cache';

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
    // The compression of the new page runs on the thread pool: wait until it is kept.
    for (let tries = 0; tries < 100 && html(await cache.answer(scope, 'k', page.produce)) !== '<p>render 2</p>'; tries += 1) {
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
});
