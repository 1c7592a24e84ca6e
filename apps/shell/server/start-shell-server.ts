import path from 'node:path';
import { runSiteServer } from './lifecycle/run-site-server';

// The site server over the repository's build (`pnpm serve`); the release runs start-release-server.ts.
const shellDir = path.resolve(import.meta.dirname, '..');
runSiteServer({
  staticDir: path.join(shellDir, 'dist'),
  serverBuildDir: path.join(shellDir, 'dist', 'server'),
  environmentsDir: path.resolve(shellDir, '..', '..', 'configs', 'environments'),
});
