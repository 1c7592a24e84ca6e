import { loadRemote, loadScriptNode, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  containerName,
  REMOTE_EXPOSES,
  REMOTE_NAMES,
  type RemoteName,
  type RemotePageModule,
  type SiteConfig,
  versionOf,
} from '@echowatch/contracts';
import { LANGUAGES } from '@echowatch/remote-kit';
import { compositionKey, createHeldVersions, type HeldVersions } from './held-versions';
import type { RenderObserver } from './render-contract';
import { createServerCodePins, type RefusedServerCode, ServerCodeRefusedError, ServerCodeUnpinnedError, unpinnedRemotes } from './server-code-pins';

export interface CircuitBreaker {
  /** Consecutive failures after which a remote is skipped for `coolOffMs`. */
  failures: number;
  coolOffMs: number;
}

export interface ServerRemotesOptions {
  /** How long a render waits for a page module; a slower load goes on for the next request. */
  budgetMs: number;
  /** How long one fetch of a manifest or server build may take before it counts as failed. */
  fetchTimeoutMs?: number;
  breaker?: CircuitBreaker;
  now?: () => number;
  /** Which versions are held (the served composition and previews), for the assets read and the metrics. */
  held?: HeldVersions;
  /** Told of each module load, of the breaker opening and closing, and of server code refused for its digest. */
  observer?: Pick<RenderObserver, 'remoteLoad' | 'breaker' | 'refusedServerCode'>;
  /** Production: a remote whose server code the environment does not pin is never loaded. */
  requirePins?: boolean;
}

interface RemoteHealth {
  entry: string;
  failures: number;
  skipUntil: number;
  /** Whether the breaker was reported open, so its closing is reported once. */
  open: boolean;
  /** Server code of this version the pins refused: why its loads fail, until one succeeds. */
  refused?: RefusedServerCode;
  /** Pins are required and the environment has none for this remote: nothing of it is loaded. */
  unpinned: boolean;
}

export class RemoteSkippedError extends Error {
  constructor(remote: RemoteName, until: number) {
    super(`${remote} failed repeatedly; its pages render the fallback until ${new Date(until).toISOString()}`);
    this.name = 'RemoteSkippedError';
  }
}

/** A renderer serves the composition it was first given; another needs a renderer (a realm) of its own. */
export class CompositionChangedError extends Error {
  constructor(served: string, asked: string) {
    super(`this renderer serves the composition ${served}; ${asked} needs a renderer of its own`);
    this.name = 'CompositionChangedError';
  }
}

class BudgetExceededError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not load within ${ms} ms`);
    this.name = 'BudgetExceededError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BudgetExceededError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface EntryToLoad {
  remoteInfo: { entry: string; entryGlobalName: string; name: string; type: string };
}

/**
 * The loader of the federation runtime fetches manifests and server builds with no time limit and
 * runs whatever body it gets, an error page included: bound every fetch, refuse failed answers,
 * and pass on server code only when it matches the digests the environment pins. The runtime's
 * own entry loader fetches the server entry past its fetch hook, so the entry is loaded here, by
 * the same SDK function, with the checked fetch.
 */
function boundedFetchPlugin(budgetMs: number, pins: ReturnType<typeof createServerCodePins>) {
  const checkedFetch = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(budgetMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return pins.check(url, response);
  };
  const entryLoaderHook = { fetch: true, lifecycle: { fetch: { emit: checkedFetch } } };
  return {
    name: 'echowatch-bounded-fetch',
    fetch: checkedFetch,
    loadEntry({ remoteInfo }: EntryToLoad) {
      const { entry, entryGlobalName, name, type } = remoteInfo;
      return loadScriptNode(entry, { attrs: { name, globalName: entryGlobalName, type }, loaderHook: entryLoaderHook as never });
    },
  };
}

/** The server answers in either language with the one loaded module. */
const preparedInEveryLanguage = (module: RemotePageModule) =>
  Promise.all(LANGUAGES.map((language) => module.prepare(language))).then(() => module);

/**
 * The remotes of one composition in this realm's federation runtime. The runtime's public API has
 * no way to drop a version it loaded, so a realm never switches: the first composition applied is
 * the only one served (a new one gets a new realm, see server/composition), and applying another
 * throws. Each load is bounded, and a remote that keeps failing is skipped for a while so a
 * hanging origin does not cost every request.
 */
export function createServerRemotes({
  budgetMs,
  fetchTimeoutMs = 10_000,
  breaker = { failures: 3, coolOffMs: 10_000 },
  now = Date.now,
  held = createHeldVersions({ now }),
  observer,
  requirePins = false,
}: ServerRemotesOptions) {
  const health = new Map<RemoteName, RemoteHealth>();
  const pins = createServerCodePins((refused) => {
    observer?.refusedServerCode?.(refused);
    // The federation runtime wraps what a fetch threw; the version's state keeps the real cause.
    const state = refused.remote === 'other' ? undefined : health.get(refused.remote);
    if (state && refused.url.startsWith(state.entry.slice(0, state.entry.lastIndexOf('/') + 1))) state.refused = refused;
  }, { required: requirePins });
  registerPlugins([boundedFetchPlugin(fetchTimeoutMs, pins)]);
  // Loads under way, by module: a render that stops waiting leaves the load running, so a slow
  // remote is ready for a later request instead of being started over by each one.
  const loads = new Map<string, Promise<RemotePageModule>>();
  let served: string | undefined;
  // The composition's page modules, loaded ahead of their first render. When a render asks for a
  // page before they have started, its module loads alone and the rest follow once it is in: a new
  // worker's first visitor then waits for one remote, not for four sharing the one thread.
  let warmUp: (() => void) | undefined;
  // Settles once every page module loaded ahead has loaded or failed.
  let warmed: Promise<void> = Promise.resolve();
  const startWarmUp = () => {
    const run = warmUp;
    warmUp = undefined;
    run?.();
  };

  const register = (remote: RemoteName, entry: string, force: boolean) =>
    registerRemotes([{ name: containerName(remote), entry }], { force });

  function setBreaker(remote: RemoteName, state: RemoteHealth, open: boolean): void {
    if (state.open === open) return;
    state.open = open;
    observer?.breaker(remote, open);
  }

  function failed(remote: RemoteName, state: RemoteHealth): void {
    state.failures += 1;
    if (state.failures < breaker.failures) return;
    state.skipUntil = now() + breaker.coolOffMs;
    setBreaker(remote, state, true);
  }

  function start(remote: RemoteName, state: RemoteHealth, expose: string): Promise<RemotePageModule> {
    const id = `${containerName(remote)}/${expose.slice(2)}`;
    let load = loads.get(id);
    if (!load) {
      const startedAt = now();
      const seconds = () => (now() - startedAt) / 1000;
      load = loadRemote<RemotePageModule>(id).then((module) => {
        if (!module || typeof module.Page !== 'function') throw new Error(`${id} does not export Page`);
        return preparedInEveryLanguage(module);
      });
      loads.set(id, load);
      load.then(
        () => {
          observer?.remoteLoad(remote, state.entry, 'loaded', seconds());
          state.refused = undefined;
          state.failures = 0;
          state.skipUntil = 0;
          setBreaker(remote, state, false);
        },
        () => {
          observer?.remoteLoad(remote, state.entry, 'failed', seconds());
          loads.delete(id);
          failed(remote, state);
          // The runtime keeps a failed entry; registering again makes the next try go to the network.
          register(remote, state.entry, true);
        },
      );
    }
    return load;
  }

  /**
   * Applies the composition: the first time, each remote is registered and its pages loaded ahead
   * of their first render; later, only what a new copy of the environment may change for the same
   * versions (the digests it pins). Settles once the pages loaded ahead have loaded or failed.
   */
  function use(config: Pick<SiteConfig, 'remotes' | 'serverDigests'>): Promise<void> {
    const { remotes } = config;
    const key = compositionKey(remotes);
    if (served !== undefined && served !== key) throw new CompositionChangedError(served, key);
    served = key;
    pins.use(config);
    held.serve(remotes);
    const unpinned = new Set(requirePins ? unpinnedRemotes(config) : []);
    const ahead: [RemoteName, RemoteHealth][] = [];
    for (const remote of REMOTE_NAMES) {
      const known = health.get(remote);
      if (known) {
        // Pinned or unpinned by a new copy of the environment, the version itself unchanged.
        if (known.unpinned !== unpinned.has(remote)) {
          known.unpinned = unpinned.has(remote);
          if (!known.unpinned) for (const expose of REMOTE_EXPOSES[remote]) start(remote, known, expose).catch(() => undefined);
        }
        continue;
      }
      const entry = remotes[remote];
      register(remote, entry, false);
      const state: RemoteHealth = { entry, failures: 0, skipUntil: 0, open: false, unpinned: unpinned.has(remote) };
      health.set(remote, state);
      if (!state.unpinned) ahead.push([remote, state]);
    }
    if (ahead.length === 0) return warmed;
    // Every page module of every remote, so no visitor's render waits for a cold module.
    warmed = new Promise<void>((settle) => {
      warmUp = () => {
        const loading = ahead.flatMap(([remote, state]) => REMOTE_EXPOSES[remote].map((expose) => start(remote, state, expose).catch(() => undefined)));
        void Promise.all(loading).then(() => settle());
      };
    });
    setImmediate(startWarmUp);
    return warmed;
  }

  async function loadPage(remote: RemoteName, expose: string): Promise<RemotePageModule> {
    const state = health.get(remote);
    if (!state) throw new Error(`${remote} is not in the composition`);
    if (state.unpinned) throw new ServerCodeUnpinnedError(remote, versionOf(state.entry));
    // A version whose server code was refused says so, skipped or not: its fallback has that reason.
    if (state.skipUntil > now()) throw state.refused ? new ServerCodeRefusedError(state.refused) : new RemoteSkippedError(remote, state.skipUntil);
    // The cool-off is over: the remote gets its next chance, and the breaker reads closed until it fails again.
    setBreaker(remote, state, false);
    const load = start(remote, state, expose);
    if (warmUp) load.then(startWarmUp, startWarmUp);
    try {
      return await withTimeout(load, budgetMs, `${containerName(remote)}/${expose.slice(2)}`);
    } catch (error) {
      // Too slow for a render counts as a failure too: a hanging origin soon costs nothing.
      if (error instanceof BudgetExceededError) failed(remote, state);
      throw state.refused ? new ServerCodeRefusedError(state.refused) : error;
    }
  }

  return {
    use,
    loadPage,
    /** A tester previews this version: its manifest and style sheets are kept while previews of it go on. */
    preview: (remote: RemoteName, entry: string) => held.preview(remote, entry),
    heldVersions: held.list,
  };
}

export type ServerRemotes = ReturnType<typeof createServerRemotes>;
