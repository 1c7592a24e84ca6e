import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposeOf, RemoteName, RemotePageModule } from '@echowatch/contracts';
import { currentLanguage } from '@echowatch/remote-kit';
import { pageModuleId, registerAgain, takeStartedPageModule } from './composition';

export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, cause: unknown) {
    super(`Remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
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

/** What a visitor waits at most for a page area, retries included, unless the environment says otherwise. */
export const DEFAULT_REMOTE_BUDGET_MS = 8000;

export interface LoadPolicy {
  timeoutMs: number;
  retries: number;
  retryDelayMs?: number;
  budgetMs?: number;
}

/** The page module with its texts in the visitor's language: the page renders with them or not at all. */
async function loadPage(id: string): Promise<RemotePageModule> {
  const module = await (takeStartedPageModule(id) ?? loadRemote<RemotePageModule>(id));
  if (!module || typeof module.Page !== 'function') throw new Error(`${id} does not export Page`);
  await module.prepare(currentLanguage());
  return module;
}

/**
 * Loads one exposed page module. Each attempt is bounded by the timeout and all of them together
 * by the budget, so a remote that never answers costs the visitor the budget and no more; a failed
 * attempt drops the runtime's cached entry (force re-register) so the next one really goes to the
 * network.
 */
export async function loadPageModule<R extends RemoteName>(
  remote: R,
  expose: ExposeOf<R>,
  policy: LoadPolicy,
): Promise<RemotePageModule> {
  const id = pageModuleId(remote, expose);
  const deadline = Date.now() + (policy.budgetMs ?? DEFAULT_REMOTE_BUDGET_MS);
  let lastError: unknown = new Error(`no attempt fitted in the budget`);
  for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
    if (attempt > 0) {
      registerAgain(remote);
      const delay = (policy.retryDelayMs ?? 400) * attempt;
      if (Date.now() + delay >= deadline) break;
      await wait(delay);
    }
    const left = deadline - Date.now();
    if (left <= 0) break;
    try {
      return await withTimeout(loadPage(id), Math.min(policy.timeoutMs, left));
    } catch (error) {
      lastError = error;
    }
  }
  registerAgain(remote);
  throw new RemoteUnavailableError(remote, lastError);
}
