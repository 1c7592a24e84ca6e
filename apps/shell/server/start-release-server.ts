import path from 'node:path';
import { startSite } from './lifecycle/start-site';

// Bundled into the release folder as server.js (server/release-build/), next to the folders it names.
const releaseDir = import.meta.dirname;
await startSite({
  staticDir: path.join(releaseDir, 'public'),
  serverBuildDir: path.join(releaseDir, 'render'),
  environmentsDir: path.join(releaseDir, 'environments'),
  packageFile: path.join(releaseDir, 'package.json'),
  renderWorkerTracing: path.join(releaseDir, 'render-worker-tracing.js'),
});
