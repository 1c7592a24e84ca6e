import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  containerName,
  type ExposeOf,
  type RemoteName,
  type RemotePageModule,
  type SiteConfig,
} from '@echowatch/contracts';

export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, cause: unknown) {
    super(`Remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

let composition: SiteConfig['remotes'] | null = null;

function register(remotes: RemoteName[], force: boolean): void {
  if (!composition) throw new Error('registerComposition() must run before a remote loads');
  const entries = composition;
  registerRemotes(
    remotes.map((remote) => ({ name: containerName(remote), entry: entries[remote] })),
    { force },
  );
}

/** Tells the federation runtime where each remote build lives in this environment. */
export function registerComposition(remotes: SiteConfig['remotes']): void {
  composition = remotes;
  register(Object.keys(remotes) as RemoteName[], false);
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoadPolicy {
  timeoutMs: number;
  retries: number;
  retryDelayMs?: number;
}

/**
 * Loads one exposed page module. Each attempt is bounded by the timeout; a failed attempt drops
 * the runtime's cached entry (force re-register) so the next attempt really goes to the network.
 */
export async function loadPageModule<R extends RemoteName>(
  remote: R,
  expose: ExposeOf<R>,
  policy: LoadPolicy,
): Promise<RemotePageModule> {
  const id = `${containerName(remote)}/${expose.slice(2)}`;
  let lastError: unknown;
  for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
    if (attempt > 0) {
      register([remote], true);
      await wait((policy.retryDelayMs ?? 400) * attempt);
    }
    try {
      const module = await withTimeout(loadRemote<RemotePageModule>(id), policy.timeoutMs);
      if (!module || typeof module.Page !== 'function') throw new Error(`${id} does not export Page`);
      return module;
    } catch (error) {
      lastError = error;
    }
  }
  register([remote], true);
  throw new RemoteUnavailableError(remote, lastError);
}
