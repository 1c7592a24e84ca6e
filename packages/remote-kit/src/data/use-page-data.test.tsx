import { act, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { isApiError } from '@echowatch/api-client';
import type { PageDataEntry, PageDataSource } from '@echowatch/contracts';
import { testSiteConfig } from '@echowatch/test-utils';
import { SiteConfigProvider } from '../config/site-config-context';
import { usePageData, type PageData, type PageDataOptions } from './use-page-data';
import { deferred } from '@echowatch/test-utils/deferred';

const config = testSiteConfig();

// As @testing-library/react declares it: updates in these tests are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => act(() => root.unmount()));

function snapshot(entries: Record<string, PageDataEntry>): PageDataSource {
  return { read: (key) => entries[key] };
}

function describeState(data: PageData<unknown>): string {
  if (data.status === 'ready') return `ready ${JSON.stringify(data.value)}`;
  if (data.status === 'failed') return `failed ${isApiError(data.error) ? `api ${data.error.code}` : String(data.error)}`;
  return 'loading';
}

/** Keeps every state the hook rendered, so a test can see the very first render too. */
function Probe({
  dataKey,
  load,
  seen,
  options,
}: {
  dataKey: string | null;
  load: () => Promise<unknown>;
  seen: PageData<unknown>[];
  options?: PageDataOptions;
}) {
  const data = usePageData(dataKey, load, options);
  seen.push(data);
  return (
    <>
      <p data-testid="state">{describeState(data)}</p>
      <button type="button" onClick={data.retry}>
        retry
      </button>
    </>
  );
}

interface ProbeSetup {
  options?: PageDataOptions;
  /** Runs effects twice per mount, as React does in development. */
  strict?: boolean;
}

async function renderProbe(
  dataKey: string | null,
  load: () => Promise<unknown>,
  pageData?: PageDataSource,
  { options, strict = false }: ProbeSetup = {},
) {
  const seen: PageData<unknown>[] = [];
  const ui = (key: string | null, nextLoad = load) => {
    const page: ReactNode = (
      <SiteConfigProvider config={config} pageData={pageData}>
        <Probe dataKey={key} load={nextLoad} seen={seen} options={options} />
      </SiteConfigProvider>
    );
    return strict ? <StrictMode>{page}</StrictMode> : page;
  };
  // act() runs the effects, as a browser would right after the first paint.
  await act(async () => root.render(ui(dataKey)));
  return { seen, rerender: (key: string | null, nextLoad?: () => Promise<unknown>) => act(async () => root.render(ui(key, nextLoad))) };
}

const state = () => container.querySelector('[data-testid="state"]')?.textContent;
const retry = () => act(async () => container.querySelector('button')!.click());

describe('usePageData', () => {
  it('renders a seeded result at once and makes no call', async () => {
    const load = jest.fn(() => Promise.resolve('fetched'));
    const { seen } = await renderProbe('posts', load, snapshot({ posts: { ok: true, value: ['seeded'] } }));
    expect(seen[0]).toMatchObject({ status: 'ready', value: ['seeded'] });
    // Let any call the effects started settle: a seeded result must not be fetched again behind the page's back.
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(state()).toBe('ready ["seeded"]');
  });

  it('turns a seeded refusal into a failed state with an ApiError carrying its code', async () => {
    const load = jest.fn(() => Promise.resolve('fetched'));
    const { seen } = await renderProbe('post', load, snapshot({ post: { ok: false, code: 404, message: 'Blog not found' } }));
    const first = seen[0]!;
    expect(first.status).toBe('failed');
    const error = first.status === 'failed' ? first.error : undefined;
    expect(isApiError(error, 404)).toBe(true);
    expect((error as Error).message).toBe('Blog not found');
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
  });

  it('shows loading for a key the source does not hold, then the result of the call', async () => {
    const call = deferred<string>();
    const load = jest.fn(() => call.promise);
    await renderProbe('posts', load, snapshot({ other: { ok: true, value: 1 } }));
    expect(state()).toBe('loading');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve('fresh'));
    expect(state()).toBe('ready "fresh"');
  });

  it('loads after mount when there is no source at all', async () => {
    const { seen } = await renderProbe('posts', () => Promise.resolve(3));
    expect(seen[0]?.status).toBe('loading');
    await act(async () => undefined);
    expect(state()).toBe('ready 3');
  });

  it('reports a rejected call as failed', async () => {
    const call = deferred<string>();
    await renderProbe('posts', () => call.promise);
    await act(async () => call.reject(new Error('offline')));
    expect(state()).toBe('failed Error: offline');
  });

  it('makes a new call on retry even when the first result was seeded', async () => {
    const call = deferred<string>();
    const load = jest.fn(() => call.promise);
    await renderProbe('post', load, snapshot({ post: { ok: false, code: 500, message: 'Busy' } }));
    expect(state()).toBe('failed api 500');
    await retry();
    expect(load).toHaveBeenCalledTimes(1);
    expect(state()).toBe('loading');
    await act(async () => call.resolve('second try'));
    expect(state()).toBe('ready "second try"');
  });

  it('makes a new call on retry after a failed call', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('back');
    await renderProbe('posts', load);
    await act(async () => undefined);
    expect(state()).toBe('failed Error: offline');
    await retry();
    await act(async () => undefined);
    expect(state()).toBe('ready "back"');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads nothing for a null key', async () => {
    const load = jest.fn(() => Promise.resolve('fetched'));
    await renderProbe(null, load, { read: () => ({ ok: true, value: 'anything' }) });
    await act(async () => undefined);
    expect(state()).toBe('loading');
    expect(load).not.toHaveBeenCalled();
  });

  it('renders a loader result on the server, and loading (with no call) for a key the loader did not get', () => {
    const source: PageDataSource = { read: (key) => (key === 'seeded' ? { ok: true, value: 'x' } : undefined) };
    const load = jest.fn(() => Promise.resolve('fetched'));
    // The server renders to a string: no effects run, so a render never makes a call.
    const html = renderToString(
      <SiteConfigProvider config={config} pageData={source}>
        <Probe dataKey="missing" load={load} seen={[]} />
        <Probe dataKey="seeded" load={load} seen={[]} />
      </SiteConfigProvider>,
    );
    expect(html).toContain('loading');
    expect(html).toContain('ready &quot;x&quot;');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the new key when the key changes', async () => {
    const load = jest.fn((key: string) => Promise.resolve(`value of ${key}`));
    const { rerender } = await renderProbe('a', () => load('a'), snapshot({ a: { ok: true, value: 'seeded a' } }));
    expect(state()).toBe('ready "seeded a"');
    const next = deferred<string>();
    await rerender('b', () => next.promise);
    expect(state()).toBe('loading');
    await act(async () => next.resolve('value of b'));
    expect(state()).toBe('ready "value of b"');
    expect(load).not.toHaveBeenCalled();
  });

  it('ignores the answer of a key it no longer shows', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { rerender } = await renderProbe('a', () => first.promise);
    await rerender('b', () => second.promise);
    await act(async () => second.resolve('b'));
    // The slower answer for the old key must not replace the current key's result.
    await act(async () => first.resolve('a'));
    expect(state()).toBe('ready "b"');
  });
});

describe('usePageData in StrictMode', () => {
  it('makes one call per key and attempt although effects run twice', async () => {
    const load = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    await renderProbe('posts', load, undefined, { strict: true });
    await act(async () => undefined);
    expect(state()).toBe('ready "first"');
    expect(load).toHaveBeenCalledTimes(1);
    await retry();
    await act(async () => undefined);
    expect(state()).toBe('ready "second"');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usePageData with onServer: false', () => {
  const browserOnly: PageDataOptions = { onServer: false };

  /** A source that holds a result for every key, as if the loader had fetched it. */
  function collecting() {
    const read = jest.fn((): PageDataEntry => ({ ok: true, value: 'from the server' }));
    return { source: { read } satisfies PageDataSource, read };
  }

  it('renders loading on the server, and neither reads a loaded result nor makes the call', () => {
    const { source, read } = collecting();
    const load = jest.fn(() => Promise.resolve('fetched'));
    const html = renderToString(
      <SiteConfigProvider config={config} pageData={source}>
        <Probe dataKey="token" load={load} seen={[]} options={browserOnly} />
      </SiteConfigProvider>,
    );
    expect(html).toContain('loading');
    expect(html).not.toContain('from the server');
    expect(read).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates the server’s loading state, then makes the call once in the browser', async () => {
    const { source, read } = collecting();
    const call = deferred<string>();
    const load = jest.fn(() => call.promise);
    const seen: PageData<unknown>[] = [];
    const ui = (
      <SiteConfigProvider config={config} pageData={source}>
        <Probe dataKey="token" load={load} seen={seen} options={browserOnly} />
      </SiteConfigProvider>
    );
    // The shared root is not used here: this one hydrates the server's markup.
    await act(async () => root.unmount());
    container.innerHTML = renderToString(ui);
    expect(state()).toBe('loading');
    const mismatches: unknown[] = [];
    root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) }));
    expect(mismatches).toEqual([]);
    expect(seen.every(({ status }) => status === 'loading')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve('checked'));
    expect(state()).toBe('ready "checked"');
    expect(load).toHaveBeenCalledTimes(1);
    expect(read).not.toHaveBeenCalled();
  });

  it('makes the call after mount even when the source holds a result for the key', async () => {
    const { source, read } = collecting();
    const load = jest.fn(() => Promise.resolve('fetched'));
    const { seen } = await renderProbe('token', load, source, { options: browserOnly });
    expect(seen[0]?.status).toBe('loading');
    await act(async () => undefined);
    expect(state()).toBe('ready "fetched"');
    expect(load).toHaveBeenCalledTimes(1);
    expect(read).not.toHaveBeenCalled();
  });

  it('makes the call once although effects run twice', async () => {
    const call = deferred<string>();
    const load = jest.fn(() => call.promise);
    await renderProbe('token', load, collecting().source, { options: browserOnly, strict: true });
    await act(async () => call.resolve('spent once'));
    expect(state()).toBe('ready "spent once"');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes a new call on retry after a failed call', async () => {
    const again = deferred<string>();
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockReturnValueOnce(again.promise);
    await renderProbe('token', load, collecting().source, { options: browserOnly });
    await act(async () => undefined);
    expect(state()).toBe('failed Error: offline');
    await retry();
    expect(state()).toBe('loading');
    await act(async () => again.resolve('back'));
    expect(state()).toBe('ready "back"');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the new key when the key changes', async () => {
    const { source, read } = collecting();
    const { rerender } = await renderProbe('a', () => Promise.resolve('value of a'), source, { options: browserOnly });
    expect(state()).toBe('ready "value of a"');
    const next = deferred<string>();
    const loadB = jest.fn(() => next.promise);
    await rerender('b', loadB);
    expect(state()).toBe('loading');
    await act(async () => next.resolve('value of b'));
    expect(state()).toBe('ready "value of b"');
    expect(loadB).toHaveBeenCalledTimes(1);
    expect(read).not.toHaveBeenCalled();
  });

  it('loads nothing for a null key', async () => {
    const load = jest.fn(() => Promise.resolve('fetched'));
    await renderProbe(null, load, collecting().source, { options: browserOnly });
    await act(async () => undefined);
    expect(state()).toBe('loading');
    expect(load).not.toHaveBeenCalled();
  });
});
