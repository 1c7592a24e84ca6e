import type { PageLoadRequest, RemotePageModule } from '@echowatch/contracts';
import { testSiteConfig } from '@echowatch/test-utils';
import { loadPageData } from './page-slot';

const request = { url: '/discovery', params: {}, language: 'vi' as const, config: testSiteConfig() };

/** A page module whose loader answers when told to, and says whether it was told to stop waiting. */
function slowModule() {
  const seen: { signal?: AbortSignal } = {};
  let answer: () => void = () => undefined;
  const module: RemotePageModule = {
    Page: () => null,
    prepare: () => Promise.resolve(),
    load: (loadRequest: PageLoadRequest) => {
      seen.signal = loadRequest.signal;
      return new Promise((resolve) => {
        const settle = () => resolve({ data: { posts: { ok: true, value: ['a'] } }, complete: !loadRequest.signal.aborted });
        answer = settle;
        loadRequest.signal.addEventListener('abort', () => resolve({ data: {}, complete: false }));
      });
    },
  };
  return { module, seen, answer: () => answer() };
}

describe('loadPageData', () => {
  afterEach(() => jest.useRealTimers());

  it('renders a page without a loader with no data, as complete', async () => {
    await expect(loadPageData({ Page: () => null, prepare: () => Promise.resolve() }, request, 800)).resolves.toEqual({ pageData: {}, complete: true });
  });

  it('hands over the loader’s results when they arrive within the budget', async () => {
    const { module, answer } = slowModule();
    const loading = loadPageData(module, request, 800);
    answer();
    await expect(loading).resolves.toEqual({ pageData: { posts: { ok: true, value: ['a'] } }, complete: true });
  });

  it('stops waiting when the budget is spent: the page renders with what arrived, marked incomplete', async () => {
    jest.useFakeTimers();
    const { module, seen } = slowModule();
    const loading = loadPageData(module, request, 800);
    jest.advanceTimersByTime(799);
    expect(seen.signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(loading).resolves.toEqual({ pageData: {}, complete: false });
  });

  it('stops waiting when the visitor leaves the navigation', async () => {
    const { module, seen } = slowModule();
    const navigation = new AbortController();
    const loading = loadPageData(module, request, 800, navigation.signal);
    navigation.abort();
    await expect(loading).resolves.toEqual({ pageData: {}, complete: false });
    expect(seen.signal?.aborted).toBe(true);
  });
});
