import type { ChunkMap } from './bundle-reports';

/** One script a route downloaded. */
export interface ScriptDownload {
  app: string;
  file: string;
  raw: number;
  gzip: number;
  /** Holds react-dom's client build (what the copies check falls back to without reports). */
  reactDom: boolean;
}

export interface PackageWeight {
  name: string;
  gzip: number;
  /** The apps whose scripts carried it. */
  apps: string[];
}

/** Scripts a route loaded that no chunk map knows (report missing or older than the build). */
export const UNKNOWN_FILE = '(unknown file)';

export const packagesOf = (script: ScriptDownload, maps: ReadonlyMap<string, ChunkMap>) =>
  maps.get(script.app)?.[script.file];

/** Compression works across a whole file, so a package's share of it follows its share of raw bytes. */
export function splitGzip(gzip: number, rawByPackage: Record<string, number>): Record<string, number> {
  const total = Object.values(rawByPackage).reduce((sum, bytes) => sum + bytes, 0);
  if (total <= 0) return { [UNKNOWN_FILE]: gzip };
  return Object.fromEntries(Object.entries(rawByPackage).map(([name, bytes]) => [name, (gzip * bytes) / total]));
}

/** Gzip bytes per package over all the route's scripts, heaviest first. */
export function breakdownByPackage(scripts: ScriptDownload[], maps: ReadonlyMap<string, ChunkMap>): PackageWeight[] {
  const weights = new Map<string, { gzip: number; apps: Set<string> }>();
  for (const script of scripts) {
    const shares = splitGzip(script.gzip, packagesOf(script, maps) ?? {});
    for (const [name, gzip] of Object.entries(shares)) {
      const weight = weights.get(name) ?? { gzip: 0, apps: new Set<string>() };
      weight.gzip += gzip;
      weight.apps.add(script.app);
      weights.set(name, weight);
    }
  }
  return [...weights]
    .map(([name, { gzip, apps }]) => ({ name, gzip, apps: [...apps].sort() }))
    .sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The heaviest packages one per line, the rest added up in one "others" line. */
export function formatBreakdown(weights: PackageWeight[], top = 8): string[] {
  const lines = [`    by package (gzip, top ${Math.min(top, weights.length)}):`];
  for (const weight of weights.slice(0, top)) {
    lines.push(`      ${weight.name.padEnd(42)} ${kb(weight.gzip).padStart(7)} KB  ${weight.apps.join(', ')}`);
  }
  const others = weights.slice(top);
  if (others.length > 0) {
    const gzip = others.reduce((sum, weight) => sum + weight.gzip, 0);
    const label = `others (${others.length} ${others.length === 1 ? 'package' : 'packages'})`;
    lines.push(`      ${label.padEnd(42)} ${kb(gzip).padStart(7)} KB`);
  }
  return lines;
}
