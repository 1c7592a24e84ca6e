import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type SiteConfig } from '@echowatch/contracts';
import { currentUser } from '../compose/commands/command-support';
import { pinPublishedVersions } from '../compose/pin-published';
import { publishToStore } from '../compose/publish-to-store';
import { localEnvironmentFile, type LocalPorts } from '../local-environment';
import { appDir, ROOT } from '../paths';
import { s3ClientFromEnvironment, s3Store } from '../store/s3-store';
import { startS3TestServer } from '../store/s3-test-server';
import { siteMetricsPort } from '../site-metrics-address';
import { waitForUrl } from '../wait-for-url';
import { nginxCommand } from './nginx-front';
import { prometheusBinary, SCRAPE_SECONDS, startPrometheus } from './prometheus-server';
import { startSiteInstances, type SiteInstances } from './site-instances';

const BUCKET = 'echowatch-rehearsal';
const ENV_KEY = 'envs/rehearsal.json';

export interface Rehearsal {
  /** nginx, in front of everything. */
  origin: string;
  sitePorts: number[];
  instances: SiteInstances;
  /** The Prometheus scraping every site server and evaluating the site's alert rules. */
  prometheus: string;
  /** The settings a client of the store needs (endpoint, path style, credentials), as compose reads them. */
  storeEnv: NodeJS.ProcessEnv;
  /** `--env` and `--store` of compose promote, rollback and publish. */
  environment: string;
  remotesStore: string;
  stop(): Promise<void>;
}

/** PROMETHEUS_PORT, else PORT + 1010 (8080 → 9090, Prometheus' own), so two rehearsals on other ports do not meet. */
function prometheusPort(sitePort: number): number {
  const text = process.env.PROMETHEUS_PORT?.trim() || String(sitePort + 1010);
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65_535) throw new Error(`PROMETHEUS_PORT must be a port number from 1 to 65535, not "${text}".`);
  return port;
}

/**
 * Several site servers behind nginx, with the remotes and the environment pointer in an
 * S3-compatible store started for the run, and a Prometheus scraping the servers: the production
 * topology of docs/deploying.md on one machine. Every remote's current build is published to the
 * store, and the environment names them with their server digests pinned.
 */
export async function rehearse(instances: number, ports: LocalPorts, onUnexpectedExit: (name: string) => void): Promise<Rehearsal> {
  // Settings and programs first: nothing is started for a rehearsal that cannot run.
  prometheusBinary();
  const prometheusAt = prometheusPort(ports.site);
  const children: ChildProcess[] = [];
  let stopping = false;
  const run = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', () => stopping || onUnexpectedExit(name));
    children.push(child);
    return child;
  };
  const s3 = await startS3TestServer(BUCKET);
  const client = s3ClientFromEnvironment(s3.env);
  const remotes = s3Store({ bucket: BUCKET, prefix: 'remotes' }, client);
  const config = JSON.parse(readFileSync(localEnvironmentFile(ports), 'utf8')) as SiteConfig;
  const site = `http://localhost:${ports.site}`;
  config.brand.siteUrl = site;
  for (const remote of REMOTE_NAMES) {
    const { version } = JSON.parse(readFileSync(path.join(appDir(remote), 'package.json'), 'utf8')) as { version: string };
    const published = await publishToStore({ remote, version, distDir: path.join(appDir(remote), 'dist'), store: remotes, publishedBy: currentUser() });
    config.remotes[remote] = `${site}/cdn/${remote}/${published.version}/mf-manifest.json`;
  }
  // The servers run in production mode, which runs no unpinned server code: they would never be ready.
  const unpinned = await pinPublishedVersions(config, remotes);
  if (unpinned.length > 0) throw new Error(`${unpinned.join(', ')}: the build holds no server build to pin (dist/server); build the remotes with pnpm build first.`);
  await s3Store({ bucket: BUCKET, prefix: '' }, client).write(ENV_KEY, `${JSON.stringify(config, null, 2)}\n`, { contentType: 'application/json', cacheControl: 'no-cache' });

  const sitePorts = Array.from({ length: instances }, (_, index) => ports.site + 101 + index);
  const metricsPorts = sitePorts.map(siteMetricsPort);
  // Before the other programs: a port already taken stops the rehearsal with nothing left running.
  const prometheus = await startPrometheus(
    prometheusAt,
    metricsPorts.map((port) => `127.0.0.1:${port}`),
    () => stopping || onUnexpectedExit('Prometheus'),
  );
  run('sandbox API', process.execPath, ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'], { SANDBOX_PORT: String(ports.sandbox), PORT: String(ports.site) });
  const siteInstances = startSiteInstances({
    ports: sitePorts,
    env: {
      // As production runs them: unpinned server code is never run, so the environment above is pinned.
      NODE_ENV: 'production',
      // The object itself, read through the S3 API with the store's settings, as from a private bucket.
      SITE_ENV_URL: `s3://${BUCKET}/${ENV_KEY}`,
      ...s3.env,
      SITE_ENV_POLL_MS: process.env.SITE_ENV_POLL_MS ?? '2000',
      SITE_ENV_FILE: '',
      // Each server's /metrics on its own port (site-instances.ts), where Prometheus scrapes it.
      METRICS_HOST: '127.0.0.1',
      // nginx on this machine is the one proxy in front.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    metricsPortOf: siteMetricsPort,
    onFailure: onUnexpectedExit,
  });
  const nginx = nginxCommand({ port: ports.site, sitePorts, storeOrigin: s3.endpoint, cdnPath: `/${BUCKET}/remotes` });
  run('nginx', nginx.command, nginx.args);
  await Promise.all(sitePorts.map((port) => waitForUrl(`http://127.0.0.1:${port}/readyz`, 60_000)));
  await waitForUrl(`http://127.0.0.1:${ports.site}/env.json`);
  console.log(`
EchoWatch rehearsal: ${instances} site servers (${sitePorts.join(', ')}) behind nginx on ${site}
  store (S3-compatible)  ${s3.endpoint}  bucket ${BUCKET}
  environment            s3://${BUCKET}/${ENV_KEY}  (each server polls it through the S3 API; the store serves it at ${s3.endpoint}/${BUCKET}/${ENV_KEY})
  metrics                each site server's /metrics on its port + 1384 (${metricsPorts.join(', ')})
  Prometheus             ${prometheus.origin}  (scrapes them every ${SCRAPE_SECONDS} s, evaluates the site's alert rules: ${prometheus.origin}/api/v1/alerts)
Promote with:
  S3_ENDPOINT=${s3.endpoint} S3_FORCE_PATH_STYLE=true AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER \\
    pnpm compose promote <remote>@<version> --env s3://${BUCKET}/${ENV_KEY} --store s3://${BUCKET}/remotes
Rehearse a stop with kill -TERM <pid of a site server, above>: it drains, and a new one starts on its port.
Press Ctrl+C to stop.`);
  return {
    origin: `http://127.0.0.1:${ports.site}`,
    sitePorts,
    instances: siteInstances,
    prometheus: prometheus.origin,
    storeEnv: s3.env,
    environment: `s3://${BUCKET}/${ENV_KEY}`,
    remotesStore: `s3://${BUCKET}/remotes`,
    async stop() {
      stopping = true;
      for (const child of children) child.kill('SIGTERM');
      await siteInstances.stop();
      await prometheus.stop();
      await s3.stop();
      rmSync(nginx.dir, { recursive: true, force: true });
    },
  };
}
