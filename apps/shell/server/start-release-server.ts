import path from 'node:path';
import { runSiteServer } from './lifecycle/run-site-server';

// Bundled into the release folder as server.js (server/release-build/), next to the folders it names.
const releaseDir = import.meta.dirname;
runSiteServer({
  staticDir: path.join(releaseDir, 'public'),
  serverBuildDir: path.join(releaseDir, 'render'),
  environmentsDir: path.join(releaseDir, 'environments'),
});
