import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkComposition } from './compose/check-composition';
import { isManifest } from './compose/manifest';
import { appDir, environmentFile } from './paths';

// `pnpm compose <env>` checks an environment file before it ships and names every problem.
const environment = process.argv[2];
if (!environment) {
  console.error('Usage: pnpm compose <environment>   (local, staging, production…)');
  process.exit(2);
}
const file = environmentFile(environment);
if (!existsSync(file)) {
  console.error(`No environment file ${file}`);
  process.exit(2);
}
const config = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: Record<string, string> };
const hostManifestFile = path.join(appDir('shell'), 'dist', 'mf-manifest.json');
if (!existsSync(hostManifestFile)) {
  console.error('The shell has no build to check against: run "pnpm build" first.');
  process.exit(2);
}
const hostManifest: unknown = JSON.parse(readFileSync(hostManifestFile, 'utf8'));
if (!isManifest(hostManifest)) throw new Error(`${hostManifestFile} is not a federation manifest`);

const problems = await checkComposition({
  remotes: config.remotes ?? {},
  hostShared: hostManifest.shared,
  fetcher: (url) => fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(10_000) }),
});

if (problems.length === 0) {
  console.log(`✔ ${environment}: every remote is reachable, exposes what the routes need and shares compatible singletons.`);
} else {
  console.error(`✖ ${environment}: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exitCode = 1;
}
