/** @jest-environment node */
import { ApiError, TransportError } from '@echowatch/api-client';
import { createPageDataCollector } from './page-data-collector';
import { deferred } from '@echowatch/test-utils/deferred';

const FAR = () => Date.now() + 60_000;

describe('createPageDataCollector', () => {
  afterEach(() => jest.useRealTimers());

  it('makes each call once, however often renders ask for its key', async () => {
    const collector = createPageDataCollector();
    const load = jest.fn(() => Promise.resolve('posts'));
    const other = jest.fn(() => Promise.resolve('post'));
    collector.source.request!('posts', load);
    collector.source.request!('posts', load);
    collector.source.request!('post', other);
    await collector.settle(FAR());
    collector.beginRender();
    collector.source.request!('posts', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('settles as soon as every pending call settled', async () => {
    const collector = createPageDataCollector();
    const first = deferred<string>();
    const second = deferred<string>();
    collector.source.request!('a', () => first.promise);
    collector.source.request!('b', () => second.promise);
    let settled = false;
    const settling = collector.settle(FAR()).then(() => {
      settled = true;
    });
    first.resolve('a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    second.reject(new Error('offline'));
    // Well before the deadline: the test would time out if settle waited for it.
    await settling;
    expect(settled).toBe(true);
  });

  it('settles at the deadline when a call has not answered', async () => {
    jest.useFakeTimers();
    const collector = createPageDataCollector();
    collector.source.request!('slow', () => new Promise(() => undefined));
    let settled = false;
    void collector.settle(Date.now() + 500).then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(collector.hasPending()).toBe(true);
  });

  it('shows a render only the results settled before it began', async () => {
    const collector = createPageDataCollector();
    collector.source.request!('a', () => Promise.resolve('value a'));
    await collector.settle(FAR());
    // Settled, but the render in progress began before it.
    expect(collector.source.read('a')).toBeUndefined();
    collector.beginRender();
    expect(collector.source.read('a')).toEqual({ ok: true, value: 'value a' });

    const late = deferred<string>();
    collector.source.request!('b', () => late.promise);
    collector.beginRender();
    late.resolve('value b');
    await collector.settle(FAR());
    expect(collector.source.read('b')).toBeUndefined();
    collector.beginRender();
    expect(collector.source.read('b')).toEqual({ ok: true, value: 'value b' });
  });

  it('keeps stated refusals, recognised by shape, and leaves other failures to the browser', async () => {
    const collector = createPageDataCollector();
    const fail = (error: unknown) => () => Promise.reject(error);
    collector.source.request!('missing', fail(new ApiError(404, 'Blog not found', null)));
    // Another build's ApiError class: same name and fields, different identity.
    collector.source.request!('foreign', fail({ name: 'ApiError', code: 403, message: 'Forbidden' }));
    collector.source.request!('no-message', fail({ name: 'ApiError', code: 409 }));
    collector.source.request!('string-code', fail({ name: 'ApiError', code: '404', message: 'x' }));
    collector.source.request!('transport', fail(new TransportError('timeout', 'timed out')));
    collector.source.request!('plain', fail(new Error('boom')));
    collector.source.request!('nothing', fail(undefined));
    await collector.settle(FAR());
    collector.beginRender();
    expect(collector.close()).toEqual({
      missing: { ok: false, code: 404, message: 'Blog not found' },
      foreign: { ok: false, code: 403, message: 'Forbidden' },
      'no-message': { ok: false, code: 409, message: '' },
    });
  });

  it('closes with exactly what the last render read and ignores later results', async () => {
    const collector = createPageDataCollector();
    collector.source.request!('read', () => Promise.resolve(1));
    await collector.settle(FAR());
    collector.beginRender();
    // Settled after the last render began: its markup does not show it, so the state must not either.
    collector.source.request!('unread', () => Promise.resolve(2));
    await collector.settle(FAR());
    const late = deferred<number>();
    collector.source.request!('late', () => late.promise);

    const closed = collector.close();
    expect(closed).toEqual({ read: { ok: true, value: 1 } });

    late.resolve(3);
    await new Promise((resolve) => setImmediate(resolve));
    const after = jest.fn(() => Promise.resolve(4));
    collector.source.request!('after', after);
    collector.beginRender();
    expect(after).not.toHaveBeenCalled();
    expect(closed).toEqual({ read: { ok: true, value: 1 } });
    expect(collector.source.read('late')).toBeUndefined();
  });

  it('has pending work while a call runs or a settled result is unread', async () => {
    const collector = createPageDataCollector();
    expect(collector.hasPending()).toBe(false);
    const call = deferred<string>();
    collector.source.request!('a', () => call.promise);
    expect(collector.hasPending()).toBe(true);
    call.resolve('a');
    await collector.settle(FAR());
    expect(collector.hasPending()).toBe(true);
    collector.beginRender();
    expect(collector.hasPending()).toBe(false);

    // A failure left to the browser gives a further render nothing new to show.
    collector.source.request!('b', () => Promise.reject(new Error('offline')));
    expect(collector.hasPending()).toBe(true);
    await collector.settle(FAR());
    expect(collector.hasPending()).toBe(false);
  });

  it('starts an earlier render\'s calls before the first render, and keeps only what the page still reads', async () => {
    const first = createPageDataCollector();
    first.source.request!('posts', () => Promise.resolve(['a']));
    await first.settle(FAR());
    first.beginRender();
    first.source.read('posts');
    const recipe = first.recipe();
    expect([...recipe.keys()]).toEqual(['posts']);

    const next = createPageDataCollector();
    const gone = jest.fn(() => Promise.resolve('old'));
    next.prefetch(new Map([...recipe, ['gone', gone]]));
    await next.settle(FAR());
    next.beginRender();
    // The one render already finds its data: nothing is left to ask for or to read.
    expect(next.source.read('posts')).toEqual({ ok: true, value: ['a'] });
    expect(next.hasPending()).toBe(false);
    expect(next.close()).toEqual({ posts: { ok: true, value: ['a'] } });
    expect([...next.recipe().keys()]).toEqual(['posts']);
    expect(gone).toHaveBeenCalledTimes(1);
  });
});
