import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { compositionKey, createHeldVersions, type HeldVersionsOptions } from '../../src/ssr/held-versions';
import type { PageRenderer, RenderObserver } from '../../src/ssr/render-contract';
import { revivedError, type ObservedReport } from '../../src/ssr/render-worker-protocol';
import { canaryCompositions } from '../cohort-composition';
import { renderWorkerClient, type RenderWorker, type RenderWorkerThread } from './render-worker-client';

export interface CompositionRenderersOptions {
  /** Starts a worker thread running the render bundle. */
  spawn: () => RenderWorkerThread;
  observer?: RenderObserver;
  startTimeoutMs?: number;
  held?: HeldVersionsOptions;
}

/**
 * One render worker per composition. The federation runtime keeps what it loaded for the life of
 * its realm, and its public API cannot drop a version, so each composition renders in a worker
 * of its own: a promotion starts a new worker, the one served before stays for a quick rollback,
 * and the one before that finishes its renders and exits, taking every module and runtime state
 * of its versions with it. A spare worker is started ahead: the first one proves the render bundle
 * before the first visitor (a broken bundle makes the server send pages to render in the browser),
 * and each serves the next composition that comes. A canary's cohort renders with a composition
 * of its own too, beside the served one: its worker stays while the environment runs that canary
 * (and, once it is promoted, serves everyone).
 */
export async function startCompositionRenderers({ spawn, observer, startTimeoutMs, held: heldOptions }: CompositionRenderersOptions): Promise<PageRenderer> {
  const held = createHeldVersions(heldOptions);
  const workers = new Map<string, RenderWorker>();
  // Which remotes each worker's breaker has open; the live worker's are the ones reported.
  const openBreakers = new Map<RenderWorker, Set<RemoteName>>();
  const reportedOpen = new Set<RemoteName>();
  let liveWorker: RenderWorker | undefined;

  function report(worker: RenderWorker, observed: ObservedReport): void {
    if (observed.event === 'breaker') {
      const [remote, open] = observed.args;
      const remotes = openBreakers.get(worker);
      if (!remotes) return;
      if (open) remotes.add(remote);
      else remotes.delete(remote);
      if (worker === liveWorker) reportBreakersOf(worker);
      return;
    }
    if (!observer) return;
    if (observed.event === 'problem') observer.problem(observed.args[0], revivedError(observed.args[1]));
    else if (observed.event === 'refusedServerCode') observer.refusedServerCode?.(...observed.args);
    else (observer[observed.event] as (...args: unknown[]) => void)(...observed.args);
  }

  /** The circuit gauge follows the live composition: a switch reports the new worker's breakers. */
  function reportBreakersOf(worker: RenderWorker): void {
    const open = openBreakers.get(worker) ?? new Set<RemoteName>();
    for (const remote of REMOTE_NAMES) {
      if (open.has(remote) === reportedOpen.has(remote)) continue;
      if (open.has(remote)) reportedOpen.add(remote);
      else reportedOpen.delete(remote);
      observer?.breaker(remote, open.has(remote));
    }
  }

  function start(): RenderWorker {
    const worker: RenderWorker = renderWorkerClient(spawn(), {
      startTimeoutMs,
      observed: (observed) => report(worker, observed),
      stopped: () => {
        openBreakers.delete(worker);
        // A worker that failed is replaced by the next request naming its composition.
        for (const [key, candidate] of workers) if (candidate === worker) workers.delete(key);
      },
    });
    openBreakers.set(worker, new Set());
    return worker;
  }

  // A worker started ahead of the composition it will serve: a promotion then waits for the new
  // versions' modules only, not for a realm to load React and the render bundle.
  let spare: RenderWorker | undefined = start();
  await spare.ready;
  // The next spare starts once the composition that took the last one has warmed up (at start) or
  // answered a page (a promotion), so that its start does not compete for the CPU with the new
  // composition's first loads and render.
  const startSpare = () => {
    if (!spare || spare.stopped) spare = start();
  };

  // The compositions of the canary cohorts that have rendered, while the environment runs them.
  const canaryKeys = new Set<string>();

  held.onRetire((composition) => {
    const key = compositionKey(composition);
    if (canaryKeys.has(key)) return;
    const worker = workers.get(key);
    workers.delete(key);
    worker?.retire();
  });

  function workerOf(key: string): RenderWorker {
    let worker = workers.get(key);
    if (!worker) {
      worker = spare && !spare.stopped ? spare : start();
      spare = undefined;
      workers.set(key, worker);
    }
    return worker;
  }

  /** Retires the workers of canary cohorts the served environment no longer runs, unless it serves their composition. */
  function followCanaries(config: SiteConfig): void {
    const running = new Set(canaryCompositions(config).map((cohort) => compositionKey(cohort.remotes)));
    const { live, previous } = held.compositions();
    const served = new Set([live, previous].filter((composition) => composition !== undefined).map(compositionKey));
    for (const key of canaryKeys) {
      if (running.has(key)) continue;
      canaryKeys.delete(key);
      if (served.has(key)) continue;
      workers.get(key)?.retire();
      workers.delete(key);
    }
  }

  /** The worker of the served composition: a composition seen for the first time gets a new one. */
  function workerFor(config: SiteConfig): RenderWorker {
    held.serve(config.remotes);
    followCanaries(config);
    const worker = workerOf(compositionKey(config.remotes));
    if (worker !== liveWorker) {
      liveWorker = worker;
      reportBreakersOf(worker);
    }
    return worker;
  }

  function canaryWorkerFor(config: SiteConfig): RenderWorker {
    const key = compositionKey(config.remotes);
    canaryKeys.add(key);
    return workerOf(key);
  }

  return {
    render(request) {
      for (const [remote, entry] of Object.entries(request.preview?.manifests ?? {})) held.preview(remote as RemoteName, entry);
      const page = (request.cohort === 'canary' ? canaryWorkerFor(request.config) : workerFor(request.config)).render(request);
      if (!spare) page.then(startSpare, startSpare);
      return page;
    },
    async warm(config) {
      await workerFor(config).warm(config);
      // The served pages are in: the next spare starts now, before visitors come, not beside the first of them.
      startSpare();
      await spare?.ready.catch(() => undefined);
    },
    heldVersions: held.list,
  };
}
