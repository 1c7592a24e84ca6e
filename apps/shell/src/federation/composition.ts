import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, remoteEntryUrl, type Language, type RemoteName, type RemotePageModule, type SiteConfig } from '@echowatch/contracts';

let composition: SiteConfig['remotes'] | null = null;

/**
 * A remote as the federation runtime knows it: by its container script, not its manifest (the
 * runtime is built without the code that reads manifests; the server reads them).
 */
const remoteOf = (remotes: SiteConfig['remotes'], remote: RemoteName) => ({ name: containerName(remote), entry: remoteEntryUrl(remotes[remote]) });

/** Tells the federation runtime where each remote build lives in this environment. */
export function registerComposition(remotes: SiteConfig['remotes']): void {
  // The page's entry registers the composition the server rendered with before the shell starts,
  // and the shell hands over that very object again.
  if (remotes === composition) return;
  composition = remotes;
  registerRemotes((Object.keys(remotes) as RemoteName[]).map((remote) => remoteOf(remotes, remote)), { force: false });
}

/** Registers one remote again, dropping what the runtime kept of it, so its next load goes to the network. */
export function registerAgain(remote: RemoteName): void {
  if (!composition) throw new Error('registerComposition() must run before a remote loads');
  registerRemotes([remoteOf(composition, remote)], { force: true });
}

export const pageModuleId = (remote: RemoteName, expose: string) => `${containerName(remote)}/${expose.slice(2)}`;

const started = new Map<string, Promise<RemotePageModule | null>>();

/**
 * Starts loading a page module ahead of the shell: its remote's entry run and its files
 * in, while the shell's libraries are still on their way. It settles once those libraries (which it
 * shares) have run; the first load of that module then takes this one over.
 */
export function startPageModule(remote: RemoteName, expose: string): void {
  const id = pageModuleId(remote, expose);
  if (started.has(id)) return;
  const loading = loadRemote<RemotePageModule>(id);
  // Whoever takes it over handles a failure; until then it is no unhandled rejection.
  loading.catch(() => undefined);
  started.set(id, loading);
}

/**
 * Has the started modules load their texts in the page's language once the site's texts are set up:
 * the texts' scripts then run beside the shell's hydration rather than after it has reached the page.
 */
export function prepareStartedPageModules(language: Language): void {
  for (const [id, loading] of started) {
    const prepared = loading.then(async (module) => {
      await module?.prepare(language);
      return module;
    });
    prepared.catch(() => undefined);
    started.set(id, prepared);
  }
}

/** The load started ahead for this module, once: a retry must go to the network again. */
export function takeStartedPageModule(id: string): Promise<RemotePageModule | null> | undefined {
  const loading = started.get(id);
  started.delete(id);
  return loading;
}
