import { ApiError } from '@echowatch/api-client';
import type { PageLoadRequest } from '@echowatch/contracts';
import { testSiteConfig } from '@echowatch/test-utils';
import { pageLoader } from './page-loader';

const config = testSiteConfig();

function request(signal = new AbortController().signal): PageLoadRequest {
  return { url: '/blog-detail/a', params: { slug: 'a' }, language: 'vi', config, signal };
}

describe('pageLoader', () => {
  it('keeps each taken call by its key, and hands a later call the value of an earlier one', async () => {
    const load = pageLoader(async ({ take, params }) => {
      const post = await take({ key: `blog:${params.slug}`, load: () => Promise.resolve({ id: 7 }) });
      await take({ key: `related:${post.id}`, load: () => Promise.resolve(['b']) });
    });
    await expect(load(request())).resolves.toEqual({
      data: { 'blog:a': { ok: true, value: { id: 7 } }, 'related:7': { ok: true, value: ['b'] } },
      complete: true,
    });
  });

  it('resolves with the head the page learnt from its data, or that its address names nothing', async () => {
    const named = pageLoader(async ({ take }) => {
      const post = await take({ key: 'blog:a', load: () => Promise.resolve({ title: 'Listening' }) });
      return { title: post.title, type: 'article' };
    });
    await expect(named(request())).resolves.toMatchObject({ head: { title: 'Listening', type: 'article' }, complete: true });
    const unknown = pageLoader(() => Promise.resolve('not-found' as const));
    await expect(unknown(request())).resolves.toEqual({ data: {}, complete: true, head: 'not-found' });
  });

  it('resolves with the path the address moves to, and no head', async () => {
    const moved = pageLoader(() => Promise.resolve({ redirect: '/open-api-docs/introduction' }));
    await expect(moved(request())).resolves.toEqual({ data: {}, complete: true, redirect: '/open-api-docs/introduction' });
  });

  it('keeps a refusal the API stated, and leaves out (as incomplete) a call that failed otherwise', async () => {
    const load = pageLoader(async ({ take }) => {
      await Promise.allSettled([
        take({ key: 'missing', load: () => Promise.reject(new ApiError(404, 'No such post', null)) }),
        take({ key: 'offline', load: () => Promise.reject(new Error('socket hang up')) }),
      ]);
    });
    await expect(load(request())).resolves.toEqual({ data: { missing: { ok: false, code: 404, message: 'No such post' } }, complete: false });
  });

  it('is complete when the page ends on a refusal it shows (an unknown post has no related posts)', async () => {
    const load = pageLoader(async ({ take }) => {
      await take({ key: 'post', load: () => Promise.reject(new ApiError(404, 'No such post', null)) });
      await take({ key: 'related', load: () => Promise.resolve([]) });
    });
    await expect(load(request())).resolves.toEqual({ data: { post: { ok: false, code: 404, message: 'No such post' } }, complete: true });
  });

  it('resolves with what settled when the shell stops waiting, and keeps nothing that settles later', async () => {
    const stop = new AbortController();
    let answerSlowCall: (value: string) => void = () => undefined;
    const load = pageLoader(async ({ take }) => {
      await take({ key: 'fast', load: () => Promise.resolve('here') });
      await take({ key: 'slow', load: () => new Promise<string>((resolve) => (answerSlowCall = resolve)) });
    });
    const loading = load(request(stop.signal));
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop.abort();
    const snapshot = await loading;
    answerSlowCall('too late');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(snapshot).toEqual({ data: { fast: { ok: true, value: 'here' } }, complete: false });
  });

  it('resolves with the results so far when the page loader itself throws', async () => {
    const load = pageLoader(async ({ take }) => {
      await take({ key: 'first', load: () => Promise.resolve(1) });
      throw new Error('a bug in the loader');
    });
    await expect(load(request())).resolves.toEqual({ data: { first: { ok: true, value: 1 } }, complete: false });
  });
});
