import path from 'node:path';
import { startSite } from './lifecycle/start-site';

// The site server over the repository's build (`pnpm serve`); the release runs start-release-server.ts.
const shellDir = path.resolve(import.meta.dirname, '..');
await startSite({
  staticDir: path.join(shellDir, 'dist'),
  serverBuildDir: path.join(shellDir, 'dist', 'server'),
  environmentsDir: path.resolve(shellDir, '..', '..', 'configs', 'environments'),
  packageFile: path.join(shellDir, 'package.json'),
  renderWorkerTracing: path.join(import.meta.dirname, 'observability', 'render-worker-tracing.ts'),
});
