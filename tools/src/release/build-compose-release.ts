import path from 'node:path';
import { ROOT } from '../paths';
import { buildComposeRelease } from './compose-release';

// tools' `build` script (run by the root `pnpm build`): writes tools/release.
const RELEASE = path.join(ROOT, 'tools', 'release');

buildComposeRelease(RELEASE).then(
  (packages) => console.log(`compose release: ${path.relative(ROOT, RELEASE)} (compose.js, with ${packages.length} packages compiled in)`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
