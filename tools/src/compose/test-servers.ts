import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { containerName, REMOTE_EXPOSES, REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import type { FederationManifest, SharedEntry } from './manifest';
import { digestOf } from './server-digests';

// Fixtures for the compose tests: a small CDN and a site on 127.0.0.1, nothing on the network.

export const SHELL_SHARED: SharedEntry[] = [
  { name: '@echowatch/routing', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
  { name: '@echowatch/translation', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
  { name: 'axios', version: '1.21.1', singleton: true, requiredVersion: '^1.13.0' },
  { name: 'i18next', version: '26.7.2', singleton: true, requiredVersion: '^26.7.0' },
  { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
  { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
];

export const CHUNK = '856.3135d597.js';

/** The Module Federation version the test shell and remotes are built with. */
export const FEDERATION_VERSION = '2.9.2';

export function manifestOf(remote: RemoteName, change: Partial<FederationManifest> = {}): FederationManifest {
  return {
    name: containerName(remote),
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' },
      pluginVersion: FEDERATION_VERSION,
    },
    shared: SHELL_SHARED.filter((entry) => entry.name !== 'react-dom'),
    exposes: REMOTE_EXPOSES[remote].map((path) => ({ name: path.slice(2), path, assets: { js: { sync: [CHUNK] } } })),
    ...change,
  };
}

/** The bytes of a version's server entry on the test CDN: each version's are its own. */
export const serverEntryOf = (remote: string, version: string) => `/* ${remote}@${version} on the server */`;
/** What `serverDigests` pins for that entry. */
export const serverEntryDigest = (remote: string, version: string) => digestOf(serverEntryOf(remote, version));

export interface CdnOptions {
  /** "<remote>/<version>" → manifest; anything else answers 404. */
  manifests: Record<string, FederationManifest>;
  /** Headers that replace the good ones, by "<remote>/<version>". */
  headers?: Record<string, { cors?: string | null; manifestCache?: string; chunkCache?: string }>;
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<TestServer> {
  const server: Server = createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

export function startCdn(options: CdnOptions): Promise<TestServer> {
  return listen((req, res) => {
    const [, remote, version, ...rest] = (req.url ?? '').split('/');
    const key = `${remote}/${version}`;
    const manifest = options.manifests[key];
    const file = rest.join('/');
    const known = manifest && ['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js', CHUNK].includes(file);
    if (!known) {
      res.writeHead(404).end('Not found');
      return;
    }
    const override = options.headers?.[key] ?? {};
    const cors = override.cors === undefined ? '*' : override.cors;
    if (cors !== null) res.setHeader('Access-Control-Allow-Origin', cors);
    const hashed = file === CHUNK;
    const cache = hashed ? (override.chunkCache ?? 'public, max-age=31536000, immutable') : (override.manifestCache ?? 'no-cache');
    res.setHeader('Cache-Control', cache);
    res.end(file === 'mf-manifest.json' ? JSON.stringify(manifest) : file === 'server/remoteEntry.js' ? serverEntryOf(remote!, version!) : '/* script */');
  });
}

export interface SiteOptions {
  shared?: SharedEntry[];
  /** The shell's metaData.pluginVersion; null leaves it out, like a shell built before it was recorded. */
  federationVersion?: string | null;
}

/** The site: serves the shell's manifest, like the shell server does from its build folder. */
export function startSite({ shared = SHELL_SHARED, federationVersion = FEDERATION_VERSION }: SiteOptions = {}): Promise<TestServer> {
  // JSON.stringify drops an undefined pluginVersion, so null serves a manifest without one.
  const metaData = { ...manifestOf('api-docs').metaData, pluginVersion: federationVersion ?? undefined };
  const shell = { name: 'shell', metaData, shared, exposes: [] };
  return listen((req, res) => {
    if (req.url !== '/mf-manifest.json') {
      res.writeHead(404).end();
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(shell));
  });
}

/** The local environment file pointed at the test servers, every remote at `versions` (default 1.0.0). */
export function environmentText(cdn: string, site: string, versions: Partial<Record<RemoteName, string>> = {}): string {
  const config = structuredClone(localEnvironment) as SiteConfig;
  for (const remote of REMOTE_NAMES) config.remotes[remote] = `${cdn}/${remote}/${versions[remote] ?? '1.0.0'}/mf-manifest.json`;
  config.brand.siteUrl = site;
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Every remote healthy at 1.0.0, plus the extra versions given. */
export function healthyManifests(extra: Record<string, FederationManifest> = {}): Record<string, FederationManifest> {
  return { ...Object.fromEntries(REMOTE_NAMES.map((remote) => [`${remote}/1.0.0`, manifestOf(remote)])), ...extra };
}
