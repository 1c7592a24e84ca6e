/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import type { RenderedPage, RenderObserver, RenderRequest } from '../../src/ssr/render-contract';
import type { FromRenderWorker, ToRenderWorker } from '../../src/ssr/render-worker-protocol';
import { canaryCompositions } from '../cohort-composition';
import { startCompositionRenderers } from './composition-renderers';
import type { RenderWorkerThread } from './render-worker-client';

/**
 * A render worker as the server sees it: it says ready on its own (unless told to fail), answers
 * each render with the page of the worker that rendered it, or holds the answers when asked to.
 */
class FakeThread extends EventEmitter implements RenderWorkerThread {
  readonly renders: RenderRequest[] = [];
  readonly warmed: SiteConfig[] = [];
  private readonly heldAnswers: (() => void)[] = [];
  private readonly heldWarmUps: (() => void)[] = [];
  holdingWarmUps = false;
  terminated = false;
  holding = false;

  constructor(
    readonly number: number,
    start: 'ready' | 'fail' | 'silent',
  ) {
    super();
    if (start === 'ready') this.send({ type: 'ready' });
    if (start === 'fail') this.send({ type: 'start-failed', error: { name: 'Error', message: 'the bundle is broken' } });
  }

  send(message: FromRenderWorker): void {
    void Promise.resolve().then(() => this.emit('message', message));
  }

  postMessage(message: ToRenderWorker): void {
    if (message.type === 'warm') {
      this.warmed.push(message.config);
      const settle = () => this.send({ type: 'warmed', id: message.id });
      if (this.holdingWarmUps) this.heldWarmUps.push(settle);
      else settle();
      return;
    }
    this.renders.push(message.request);
    const answer = () => this.send({ type: 'rendered', id: message.id, page: { appHtml: `worker ${this.number}` } as RenderedPage });
    if (this.holding) this.heldAnswers.push(answer);
    else answer();
  }

  finishWarmUps(): void {
    for (const settle of this.heldWarmUps.splice(0)) settle();
  }

  answerHeld(): void {
    for (const answer of this.heldAnswers.splice(0)) answer();
  }

  crash(): void {
    this.emit('error', new Error('out of memory'));
  }

  terminate(): Promise<number> {
    this.terminated = true;
    void Promise.resolve().then(() => this.emit('exit', 1));
    return Promise.resolve(1);
  }
}

const manifest = (remote: RemoteName, version: string) => `https://cdn.test/${remote}/${version}/mf-manifest.json`;
const config = (blogVersion: string) =>
  ({ remotes: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, manifest(remote, remote === 'marketing-blog' ? blogVersion : '1.0.0')])) }) as SiteConfig;
const request = (blogVersion: string): RenderRequest => ({ url: '/terms-of-use', language: 'en', config: config(blogVersion) });

function setup(starts: ('ready' | 'fail' | 'silent')[] = []) {
  const threads: FakeThread[] = [];
  const spawn = () => {
    const thread = new FakeThread(threads.length, starts[threads.length] ?? 'ready');
    threads.push(thread);
    return thread;
  };
  const reports: string[] = [];
  const observer: RenderObserver = {
    remoteLoad: (remote, entry, outcome) => reports.push(`load ${remote} ${entry.split('/')[4]} ${outcome}`),
    fallback: () => undefined,
    breaker: (remote, open) => reports.push(`breaker ${remote} ${open}`),
    rendered: () => undefined,
    problem: (message, error) => reports.push(`problem ${message}: ${(error as Error).name} ${(error as Error).message}`),
  };
  return { threads, spawn, observer, reports };
}

const rendered = async (page: Promise<RenderedPage>) => (await page).appHtml;
const blogVersionsHeld = (list: { remote: string; entry: string; role: string }[]) =>
  list.filter(({ remote }) => remote === 'marketing-blog').map(({ entry, role }) => `${role} ${entry.split('/')[4]}`).sort();

describe('one render worker per composition', () => {
  it('starts a worker at once and warms the first composition in it, then a spare for the next; the same composition stays in it', async () => {
    const { threads, spawn } = setup();
    const renderer = await startCompositionRenderers({ spawn });
    expect(threads).toHaveLength(1);
    threads[0]!.holdingWarmUps = true;
    let warm = 'loading';
    const warming = renderer.warm(config('1.0.0')).then(() => (warm = 'settled'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(threads[0]!.warmed).toEqual([config('1.0.0')]);
    // The next spare waits for the served composition's page modules, so as not to compete with their loads.
    expect(threads).toHaveLength(1);
    expect(warm).toBe('loading');
    threads[0]!.finishWarmUps();
    await warming;
    // Settled once the spare is ready too: a server that waits for this takes visitors with nothing left to start.
    expect(threads).toHaveLength(2);
    expect(await rendered(renderer.render(request('1.0.0')))).toBe('worker 0');
    expect(await rendered(renderer.render(request('1.0.0')))).toBe('worker 0');
    expect(threads).toHaveLength(2);
    expect(threads[1]!.renders).toEqual([]);
    expect(blogVersionsHeld(renderer.heldVersions!())).toEqual(['live 1.0.0']);
  });

  it('settles a warm-up whose worker crashes while loading, and one whose spare cannot start', async () => {
    const { threads, spawn } = setup(['ready', 'ready', 'fail']);
    const renderer = await startCompositionRenderers({ spawn });
    threads[0]!.holdingWarmUps = true;
    const crashed = renderer.warm(config('1.0.0'));
    await new Promise((resolve) => setImmediate(resolve));
    threads[0]!.crash();
    await expect(crashed).resolves.toBeUndefined();
    // The composition gets a new worker; the spare started after it fails, and the warm-up still settles.
    await expect(renderer.warm(config('1.0.0'))).resolves.toBeUndefined();
    expect(threads).toHaveLength(3);
    expect(threads[1]!.warmed).toEqual([config('1.0.0')]);
  });

  it('renders a new composition in a new worker, rolls back to the previous one at once, and retires the one before it after its renders', async () => {
    const { threads, spawn } = setup();
    const renderer = await startCompositionRenderers({ spawn });
    expect(await rendered(renderer.render(request('1.0.0')))).toBe('worker 0');
    expect(await rendered(renderer.render(request('1.1.0')))).toBe('worker 1');
    expect(blogVersionsHeld(renderer.heldVersions!())).toEqual(['live 1.1.0', 'previous 1.0.0']);

    // A rollback: the previous composition's worker is still there, nothing is loaded again.
    expect(await rendered(renderer.render(request('1.0.0')))).toBe('worker 0');
    expect(threads).toHaveLength(3);

    // A render under way in the worker that is about to be retired finishes there.
    threads[1]!.holding = true;
    const late = renderer.render(request('1.1.0'));
    await Promise.resolve();
    expect(await rendered(renderer.render(request('1.2.0')))).toBe('worker 2');
    expect(blogVersionsHeld(renderer.heldVersions!())).toEqual(['live 1.2.0', 'previous 1.1.0']);
    expect(await rendered(renderer.render(request('1.3.0')))).toBe('worker 3');
    expect(threads[1]!.terminated).toBe(false);
    threads[1]!.answerHeld();
    expect(await rendered(late)).toBe('worker 1');
    // The spare (worker 4) is the next composition's.
    expect(threads.map((thread) => thread.terminated)).toEqual([true, true, false, false, false]);
  });

  it('fails the renders a crashed worker owed, and gives its composition a new worker', async () => {
    const { threads, spawn } = setup();
    const renderer = await startCompositionRenderers({ spawn });
    threads[0]!.holding = true;
    const owed = renderer.render(request('1.0.0'));
    await Promise.resolve();
    threads[0]!.crash();
    await expect(owed).rejects.toThrow('out of memory');
    expect(await rendered(renderer.render(request('1.0.0')))).toBe('worker 1');
  });

  it('does not start when the render bundle cannot create its renderer', async () => {
    const { spawn } = setup(['fail']);
    await expect(startCompositionRenderers({ spawn })).rejects.toThrow('the bundle is broken');
  });

  it('gives up on a worker that does not start in time', async () => {
    jest.useFakeTimers();
    try {
      const { threads, spawn } = setup(['silent']);
      const started = startCompositionRenderers({ spawn, startTimeoutMs: 5_000 });
      const failed = expect(started).rejects.toThrow(/did not start within 5000 ms/);
      await jest.advanceTimersByTimeAsync(5_000);
      await failed;
      expect(threads[0]!.terminated).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes the workers\' reports on; the circuit gauge follows the live composition', async () => {
    const { threads, spawn, observer, reports } = setup();
    const renderer = await startCompositionRenderers({ spawn, observer });
    await renderer.render(request('1.0.0'));
    threads[0]!.emit('message', { type: 'observed', event: 'remoteLoad', args: ['marketing-blog', manifest('marketing-blog', '1.0.0'), 'failed'] });
    threads[0]!.emit('message', { type: 'observed', event: 'problem', args: ['a part fell back', { name: 'TypeError', message: 'boom' }] });
    threads[0]!.emit('message', { type: 'observed', event: 'breaker', args: ['marketing-blog', true] });
    expect(reports).toEqual(['load marketing-blog 1.0.0 failed', 'problem a part fell back: TypeError boom', 'breaker marketing-blog true']);

    // The new composition's breaker is closed: the gauge says so. The old worker's breaker no longer counts.
    await renderer.render(request('1.1.0'));
    threads[0]!.emit('message', { type: 'observed', event: 'breaker', args: ['pricing-reporting', true] });
    expect(reports.slice(3)).toEqual(['breaker marketing-blog false']);
    // Back to it: its breaker is open again.
    await renderer.render(request('1.0.0'));
    expect(reports.slice(4)).toEqual(['breaker marketing-blog true', 'breaker pricing-reporting true']);
  });

  it('lists the versions previewed through it', async () => {
    const { spawn } = setup();
    const renderer = await startCompositionRenderers({ spawn });
    const preview = manifest('marketing-blog', '2.0.0-rc');
    await renderer.render({ ...request('1.0.0'), preview: { manifests: { 'marketing-blog': preview }, versions: { 'marketing-blog': '2.0.0-rc' } } });
    expect(blogVersionsHeld(renderer.heldVersions!())).toEqual(['live 1.0.0', 'preview 2.0.0-rc']);
  });
});

describe('the worker of a canary cohort', () => {
  // The environment serves 1.0.0 with a canary of 1.1.0; a canary visitor's composition is derived from it.
  const withCanary = () => ({ ...config('1.0.0'), canaries: { 'marketing-blog': { url: manifest('marketing-blog', '1.1.0'), weight: 10, startedAt: '2026-01-01T00:00:00Z' } } }) as SiteConfig;
  const liveRequest = (environment: SiteConfig): RenderRequest => ({ url: '/terms-of-use', language: 'en', config: environment });
  const canaryRequest = (environment: SiteConfig): RenderRequest => ({ ...liveRequest(canaryCompositions(environment)[0]!), cohort: 'canary' });

  it('renders the canary in a worker of its own beside the served composition, which stays served', async () => {
    const { threads, spawn } = setup();
    const renderer = await startCompositionRenderers({ spawn });
    const environment = withCanary();
    expect(await rendered(renderer.render(liveRequest(environment)))).toBe('worker 0');
    expect(await rendered(renderer.render(canaryRequest(environment)))).toBe('worker 1');
    expect(await rendered(renderer.render(liveRequest(environment)))).toBe('worker 0');
    expect(await rendered(renderer.render(canaryRequest(environment)))).toBe('worker 1');
    expect(threads[1]!.renders.map((request) => request.config.remotes['marketing-blog'])).toEqual([manifest('marketing-blog', '1.1.0'), manifest('marketing-blog', '1.1.0')]);
    expect(blogVersionsHeld(renderer.heldVersions!())).toEqual(['live 1.0.0']);
  });

  it('retires the canary\'s worker once the environment no longer runs the canary', async () => {
    const { threads, spawn } = setup();
    const renderer = await startCompositionRenderers({ spawn });
    const environment = withCanary();
    await renderer.render(liveRequest(environment));
    await renderer.render(canaryRequest(environment));
    expect(threads[1]!.terminated).toBe(false);
    expect(await rendered(renderer.render(liveRequest(config('1.0.0'))))).toBe('worker 0');
    expect(threads[1]!.terminated).toBe(true);
  });

  it('serves everyone from the canary\'s worker once the canary is promoted', async () => {
    const { threads, spawn } = setup();
    const renderer = await startCompositionRenderers({ spawn });
    const environment = withCanary();
    await renderer.render(liveRequest(environment));
    await renderer.render(canaryRequest(environment));
    expect(await rendered(renderer.render(liveRequest(config('1.1.0'))))).toBe('worker 1');
    expect(threads.map((thread) => thread.terminated)).toEqual([false, false, false]);
    expect(blogVersionsHeld(renderer.heldVersions!())).toEqual(['live 1.1.0', 'previous 1.0.0']);
  });
});
