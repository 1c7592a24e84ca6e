/**
 * The parts of the federation runtime's global state that can reach a loaded remote version. The
 * runtime keeps them on `globalThis` (shared by every runtime copy in the process, the remotes'
 * own included), so they are read from there rather than through the runtime's API.
 */
interface RuntimeModule {
  remoteInfo?: { entry?: string };
}

interface RuntimeInstance {
  name?: string;
  options?: { id?: string; version?: string };
  moduleCache?: Map<string, RuntimeModule>;
  snapshotHandler?: { manifestCache?: Map<string, unknown> };
}

interface FederationGlobal {
  __INSTANCES__?: RuntimeInstance[];
  moduleInfo?: Record<string, unknown>;
  __SHARE__?: Record<string, unknown>;
  __MANIFEST_LOADING__?: Record<string, unknown>;
  __PRELOADED_MAP__?: Map<string, unknown>;
}

interface RuntimeGlobals {
  __FEDERATION__?: FederationGlobal;
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
}

const deleteKeys = (record: Record<string, unknown> | undefined, matches: (key: string) => boolean) => {
  if (record) for (const key of Object.keys(record)) if (matches(key)) delete record[key];
};

/**
 * Drops what the federation runtime still holds of one remote version: its loading promises (the
 * server build's container), its manifest and snapshot, its own runtime instance and that
 * instance's share scope. Registering a newer version already removes most of it; this catches
 * what a failed or superseded load left behind, without the runtime's `revalidate()` (which clears
 * everything and has known faults).
 */
export function releaseFromFederationRuntime(container: string, manifestUrl: string, globals: RuntimeGlobals = globalThis as RuntimeGlobals): void {
  // Every file of a version sits in its folder: the manifest, browser and server entries, chunks.
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const ofVersion = (key: string) => key.includes(folder);
  const federation = globals.__FEDERATION__;
  deleteKeys(globals.__GLOBAL_LOADING_REMOTE_ENTRY__, ofVersion);
  if (!federation) return;
  deleteKeys(federation.moduleInfo, ofVersion);
  deleteKeys(federation.__MANIFEST_LOADING__, ofVersion);
  for (const key of [...(federation.__PRELOADED_MAP__?.keys() ?? [])]) if (ofVersion(key)) federation.__PRELOADED_MAP__!.delete(key);

  const instances = federation.__INSTANCES__ ?? [];
  for (const instance of instances) {
    for (const key of [...(instance.snapshotHandler?.manifestCache?.keys() ?? [])]) {
      if (ofVersion(key)) instance.snapshotHandler!.manifestCache!.delete(key);
    }
    for (const [name, module] of instance.moduleCache ?? []) {
      if (module.remoteInfo?.entry && ofVersion(module.remoteInfo.entry)) instance.moduleCache!.delete(name);
    }
  }
  // A remote container's own runtime instance names the manifest it was loaded from as its version.
  const own = instances.filter((instance) => instance.name === container && instance.options?.version === manifestUrl);
  for (const instance of own) instances.splice(instances.indexOf(instance), 1);
  for (const id of new Set(own.map((instance) => instance.options?.id))) {
    if (id && !instances.some((instance) => instance.options?.id === id) && federation.__SHARE__) delete federation.__SHARE__[id];
  }
}
