/** @jest-environment node */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { SiteConfig } from '@echowatch/contracts';
import type { PageRenderer, RenderedPage, RendererOptions } from './render-contract';
import { serveRenderer } from './render-worker';
import type { FromRenderWorker, ToRenderWorker } from './render-worker-protocol';

const config = { remotes: {} } as SiteConfig;
const page = { status: 200, appHtml: '<main>page</main>' } as RenderedPage;

/** The renderer's side of a real port pair, and the server's side as a list of what arrived. */
function channel() {
  const { port1, port2 } = new MessageChannel();
  const received: FromRenderWorker[] = [];
  port2.on('message', (message: FromRenderWorker) => received.push(message));
  const next = (count: number) =>
    new Promise<FromRenderWorker[]>((resolve) => {
      const check = () => (received.length >= count ? resolve(received.slice(0, count)) : setImmediate(check));
      check();
    });
  return { worker: port1 as MessagePort & Parameters<typeof serveRenderer>[0], server: port2, received, next, close: () => port1.close() };
}

describe('a renderer served over a worker port', () => {
  it('answers renders by id, reports the observer over the port and passes errors as their parts', async () => {
    const { worker, server, next, close } = channel();
    let options: RendererOptions = {};
    const warmed: SiteConfig[] = [];
    const renderer: PageRenderer = {
      render: async ({ url }) => {
        options.observer?.rendered('/terms-of-use', 0.01, 0);
        if (url === '/broken') throw Object.assign(new Error('the page threw'), { cause: () => 'not cloneable' });
        return page;
      },
      warm: async (served) => {
        warmed.push(served);
      },
    };
    await serveRenderer(worker, async (given) => ((options = given ?? {}), renderer), { remoteBudgetMs: 500 });
    expect(options.remoteBudgetMs).toBe(500);
    options.observer?.problem('a part fell back', new TypeError('boom'));

    server.postMessage({ type: 'warm', id: 1, config } satisfies ToRenderWorker);
    server.postMessage({ type: 'render', id: 1, request: { url: '/terms-of-use', language: 'en', config } } satisfies ToRenderWorker);
    server.postMessage({ type: 'render', id: 2, request: { url: '/broken', language: 'en', config } } satisfies ToRenderWorker);
    const messages = await next(7);
    close();

    expect(messages[0]).toEqual({ type: 'ready' });
    expect(messages[1]).toEqual({ type: 'observed', event: 'problem', args: ['a part fell back', expect.objectContaining({ name: 'TypeError', message: 'boom' })] });
    expect(messages).toContainEqual({ type: 'rendered', id: 1, page });
    expect(messages).toContainEqual({ type: 'render-failed', id: 2, error: expect.objectContaining({ name: 'Error', message: 'the page threw' }) });
    expect(messages.filter((message) => message.type === 'observed' && message.event === 'rendered')).toHaveLength(2);
    expect(warmed).toEqual([config]);
    expect(messages).toContainEqual({ type: 'warmed', id: 1 });
  });

  it('says why the renderer could not be created, instead of ready', async () => {
    const { worker, next, close } = channel();
    await serveRenderer(worker, () => Promise.reject(new Error('the bundle is broken')), {});
    const [message] = await next(1);
    close();
    expect(message).toEqual({ type: 'start-failed', error: expect.objectContaining({ message: 'the bundle is broken' }) });
  });

  it('keeps serving when a warm-up throws, and reports it', async () => {
    const { worker, server, next, close } = channel();
    const renderer: PageRenderer = {
      render: async () => page,
      warm: () => {
        throw new Error('another composition');
      },
    };
    await serveRenderer(worker, async () => renderer, {});
    server.postMessage({ type: 'warm', id: 3, config } satisfies ToRenderWorker);
    server.postMessage({ type: 'render', id: 7, request: { url: '/', language: 'vi', config } } satisfies ToRenderWorker);
    const messages = await next(4);
    close();
    // Settled all the same: a server waiting for the warm-up becomes ready, and the pages report the failure.
    expect(messages).toContainEqual({ type: 'warmed', id: 3 });
    expect(messages).toContainEqual({ type: 'observed', event: 'problem', args: [expect.any(String), expect.objectContaining({ message: 'another composition' })] });
    expect(messages).toContainEqual({ type: 'rendered', id: 7, page });
  });
});
