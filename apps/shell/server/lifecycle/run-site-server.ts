import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadPageRenderer } from '../page-renderer-loader';
import { servedEnvironmentFile } from '../served-environment';
import { createShellServer } from '../shell-server';
import { trackConnectionDrain } from './connection-drain';
import { createReadiness } from './readiness';
import { readServerSettings, type ServerSettings } from './server-settings';
import { stopOnSignals } from './stop-on-signals';

/** Where a site server finds its files: the repository's build, or the release folder. */
export interface SiteLayout {
  /** The shell's browser build, served as files (never the server's code). */
  staticDir: string;
  /** The folder holding the render bundle, render.js. */
  serverBuildDir: string;
  /** Where SITE_ENV=<name> finds <name>.json. */
  environmentsDir: string;
}

const displayHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** Starts the site server of one process: settings from the environment, health, and a graceful stop. */
export function runSiteServer(layout: SiteLayout): void {
  let settings: ServerSettings;
  let environmentFile: string;
  try {
    settings = readServerSettings(process.env);
    environmentFile = servedEnvironmentFile(process.env, layout.environmentsDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const readiness = createReadiness();
  const app = createShellServer({
    distDir: layout.staticDir,
    environmentFile,
    renderer: loadPageRenderer(layout.serverBuildDir),
    readiness,
  });
  const server = createServer(app);
  const drain = trackConnectionDrain(server);
  server.once('error', (error) => {
    console.error(`The site cannot listen on ${displayHost(settings.host)}:${settings.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(settings.port, settings.host, () => {
    const { port } = server.address() as AddressInfo;
    console.log(`Site on http://${displayHost(settings.host)}:${port} (environment file ${environmentFile})`);
  });
  stopOnSignals({ readiness, drain, settings });
}
