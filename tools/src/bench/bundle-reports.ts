import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An app's reports/chunks.json (written by `ew-webpack build`): script file → package → raw bytes. */
export type ChunkMap = Record<string, Record<string, number>>;

export interface BundleReports {
  /** App folder name (as served: shell, or the remote's path segment) → its chunk map. */
  maps: Map<string, ChunkMap>;
  /** Apps with a browser build but no chunk map. */
  missing: string[];
  /** Treemaps to open in a browser, relative to the repository root. */
  treemaps: string[];
}

/** Reads apps/<app>/reports/ of every app that has a webpack build. */
export function loadBundleReports(root: string): BundleReports {
  const reports: BundleReports = { maps: new Map(), missing: [], treemaps: [] };
  const appsDir = path.join(root, 'apps');
  for (const app of readdirSync(appsDir).sort()) {
    if (!existsSync(path.join(appsDir, app, 'webpack.config.ts'))) continue;
    const reportsDir = path.join(appsDir, app, 'reports');
    try {
      reports.maps.set(app, JSON.parse(readFileSync(path.join(reportsDir, 'chunks.json'), 'utf8')) as ChunkMap);
    } catch {
      reports.missing.push(app);
    }
    if (existsSync(path.join(reportsDir, 'bundle-report.html'))) {
      reports.treemaps.push(path.posix.join('apps', app, 'reports', 'bundle-report.html'));
    }
  }
  return reports;
}

/** Said once per run: where the treemaps are, and which apps the package view cannot see into. */
export function describeReports(reports: BundleReports): string[] {
  const lines: string[] = [];
  if (reports.treemaps.length > 0) {
    lines.push(`Treemap of each browser build (open in a browser): ${reports.treemaps.join(', ')}`);
  }
  if (reports.maps.size === 0) {
    lines.push('No bundle reports (apps/<app>/reports/chunks.json; `pnpm build` writes them): JavaScript by app only.');
  } else if (reports.missing.length > 0) {
    lines.push(`No bundle report for ${reports.missing.join(', ')}: its scripts count as "(unknown file)".`);
  }
  return lines;
}
