import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  containerName,
  REMOTE_NAMES,
  type RemoteName,
  type RemotePageModule,
  type SiteConfig,
} from '@echowatch/contracts';

export interface CircuitBreaker {
  /** Consecutive failures after which a remote is skipped for `coolOffMs`. */
  failures: number;
  coolOffMs: number;
}

export interface ServerRemotesOptions {
  budgetMs: number;
  breaker?: CircuitBreaker;
  now?: () => number;
}

interface RemoteHealth {
  entry: string;
  failures: number;
  skipUntil: number;
}

export class RemoteSkippedError extends Error {
  constructor(remote: RemoteName, until: number) {
    super(`${remote} failed repeatedly; its pages render the fallback until ${new Date(until).toISOString()}`);
    this.name = 'RemoteSkippedError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The loader of the federation runtime fetches manifests and server builds with no time limit and
 * runs whatever body it gets, an error page included: bound every fetch and refuse failed answers.
 */
function boundedFetchPlugin(budgetMs: number) {
  return {
    name: 'echowatch-bounded-fetch',
    async fetch(url: string, init: RequestInit) {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(budgetMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
  };
}

/**
 * The remotes of the server's federation runtime. The composition is applied per request (a remote
 * whose entry changed is registered again, which drops the old version), each load is bounded, and
 * a remote that keeps failing is skipped for a while so a hanging origin does not cost every request.
 */
export function createServerRemotes({
  budgetMs,
  breaker = { failures: 3, coolOffMs: 10_000 },
  now = Date.now,
}: ServerRemotesOptions) {
  registerPlugins([boundedFetchPlugin(budgetMs)]);
  const health = new Map<RemoteName, RemoteHealth>();

  const register = (remote: RemoteName, entry: string, force: boolean) =>
    registerRemotes([{ name: containerName(remote), entry }], { force });

  function use(remotes: SiteConfig['remotes']): void {
    for (const remote of REMOTE_NAMES) {
      const entry = remotes[remote];
      const known = health.get(remote);
      if (known?.entry === entry) continue;
      register(remote, entry, known !== undefined);
      health.set(remote, { entry, failures: 0, skipUntil: 0 });
    }
  }

  async function loadPage(remote: RemoteName, expose: string): Promise<RemotePageModule> {
    const state = health.get(remote);
    if (!state) throw new Error(`${remote} is not in the composition`);
    if (state.skipUntil > now()) throw new RemoteSkippedError(remote, state.skipUntil);
    const id = `${containerName(remote)}/${expose.slice(2)}`;
    try {
      const module = await withTimeout(loadRemote<RemotePageModule>(id), budgetMs, id);
      if (!module || typeof module.Page !== 'function') throw new Error(`${id} does not export Page`);
      state.failures = 0;
      return module;
    } catch (error) {
      state.failures += 1;
      if (state.failures >= breaker.failures) state.skipUntil = now() + breaker.coolOffMs;
      // The runtime keeps a failed entry; registering again makes the next attempt go to the network.
      if (health.get(remote) === state) register(remote, state.entry, true);
      throw error;
    }
  }

  return { use, loadPage };
}

export type ServerRemotes = ReturnType<typeof createServerRemotes>;
