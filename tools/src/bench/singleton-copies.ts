import type { ChunkMap } from './bundle-reports';
import { packagesOf, type ScriptDownload } from './package-breakdown';

export interface SecondCopy {
  name: string;
  /** One entry per copy: the app that served it. */
  apps: string[];
}

/**
 * Singletons whose modules a route downloaded from more than one app: each app bundles its own
 * copy, so two apps mean two copies (two Reacts, two routers, two i18next instances).
 */
export function findSecondCopies(
  scripts: ScriptDownload[],
  maps: ReadonlyMap<string, ChunkMap>,
  singletons: readonly string[],
): SecondCopy[] {
  const appsOf = new Map<string, Set<string>>();
  for (const script of scripts) {
    const packages = packagesOf(script, maps) ?? {};
    for (const name of singletons) {
      if ((packages[name] ?? 0) > 0) appsOf.set(name, (appsOf.get(name) ?? new Set<string>()).add(script.app));
    }
  }
  return singletons.flatMap((name) => {
    const apps = [...(appsOf.get(name) ?? [])].sort();
    return apps.length > 1 ? [{ name, apps }] : [];
  });
}

/**
 * Without a chunk map for every script the package view can miss a copy; react-dom's client build
 * is still recognisable by its marker, one per copy.
 */
export function findReactDomByMarker(scripts: ScriptDownload[], maps: ReadonlyMap<string, ChunkMap>): SecondCopy | null {
  if (scripts.every((script) => packagesOf(script, maps))) return null;
  const apps = scripts.filter((script) => script.reactDom).map((script) => script.app);
  return apps.length > 1 ? { name: 'react-dom', apps: apps.sort() } : null;
}

/** The budget failures of one route: a line per singleton loaded more than once. */
export function singletonFailures(
  route: string,
  scripts: ScriptDownload[],
  maps: ReadonlyMap<string, ChunkMap>,
  singletons: readonly string[],
): string[] {
  const copies = findSecondCopies(scripts, maps, singletons);
  const byMarker = findReactDomByMarker(scripts, maps);
  if (byMarker && !copies.some((copy) => copy.name === 'react-dom')) copies.push(byMarker);
  return copies.map(
    ({ name, apps }) =>
      `${route}: ${apps.length} copies of ${name}, downloaded from ${apps.join(', ')}; a shared singleton must come from one app`,
  );
}
