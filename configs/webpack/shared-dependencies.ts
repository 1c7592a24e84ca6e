// The single list of modules every federated app shares. Each is a singleton so hooks, router
// context and the i18next instance are the same objects in the shell and in every remote; axios
// is shared so the HTTP client is downloaded once for the whole site.
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'axios',
] as const;

// Subpath imports (react/jsx-runtime, react-dom/client) must resolve to the same copy as the root.
const SHARE_SUBPATHS: ReadonlySet<string> = new Set(['react', 'react-dom']);

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
}

export function buildSharedConfig(
  dependencies: Record<string, string | undefined>,
): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const name of SHARED_SINGLETONS) {
    const requiredVersion = dependencies[name];
    if (!requiredVersion) {
      throw new Error(`Shared dependency "${name}" must be listed in the app's dependencies`);
    }
    shared[name] = { singleton: true, requiredVersion };
    if (SHARE_SUBPATHS.has(name)) shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}
