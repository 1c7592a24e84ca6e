import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type SiteConfig } from '@echowatch/contracts';
import { currentUser } from '../compose/commands/command-support';
import { publishToStore } from '../compose/publish-to-store';
import { publishedServerDigests } from '../compose/record-promotion';
import { localEnvironmentFile, type LocalPorts } from '../local-environment';
import { appDir, ROOT } from '../paths';
import { s3ClientFromEnvironment, s3Store } from '../store/s3-store';
import { startS3TestServer } from '../store/s3-test-server';
import { waitForUrl } from '../wait-for-url';
import { nginxConfig } from './nginx-config';

const BUCKET = 'echowatch-rehearsal';
const ENV_KEY = 'envs/rehearsal.json';
const NGINX_WRITES = ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

export interface Rehearsal {
  stop(): Promise<void>;
}

/**
 * Several site servers behind nginx, with the remotes and the environment pointer in an
 * S3-compatible store started for the run: the production topology of docs/deploying.md on one
 * machine. Every remote's current build is published to the store, and the environment names them
 * with their server digests pinned.
 */
export async function rehearse(instances: number, ports: LocalPorts, onUnexpectedExit: (name: string) => void): Promise<Rehearsal> {
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
  config.serverDigests = {};
  for (const remote of REMOTE_NAMES) {
    const { version } = JSON.parse(readFileSync(path.join(appDir(remote), 'package.json'), 'utf8')) as { version: string };
    const published = await publishToStore({ remote, version, distDir: path.join(appDir(remote), 'dist'), store: remotes, publishedBy: currentUser() });
    config.remotes[remote] = `${site}/cdn/${remote}/${published.version}/mf-manifest.json`;
    const digests = await publishedServerDigests(remotes, remote, published.version);
    if (digests) config.serverDigests[remote] = digests;
  }
  await s3Store({ bucket: BUCKET, prefix: '' }, client).write(ENV_KEY, `${JSON.stringify(config, null, 2)}\n`, { contentType: 'application/json', cacheControl: 'no-cache' });

  run('sandbox API', process.execPath, ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'], { SANDBOX_PORT: String(ports.sandbox), PORT: String(ports.site) });
  const sitePorts = Array.from({ length: instances }, (_, index) => ports.site + 101 + index);
  for (const port of sitePorts) {
    run(`site server on ${port}`, process.execPath, ['--import', 'tsx', 'apps/shell/server/start-shell-server.ts'], {
      PORT: String(port),
      SITE_ENV_URL: `${s3.endpoint}/${BUCKET}/${ENV_KEY}`,
      SITE_ENV_POLL_MS: process.env.SITE_ENV_POLL_MS ?? '2000',
      SITE_ENV_FILE: '',
      METRICS_PORT: 'off',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    });
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'ew-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they must reach its cache and temporary files.
  chmodSync(dir, 0o755);
  for (const name of NGINX_WRITES) mkdirSync(path.join(dir, name), { mode: 0o777 });
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, port: ports.site, sitePorts, storeOrigin: s3.endpoint, cdnPath: `/${BUCKET}/remotes` }));
  run('nginx', process.env.NGINX ?? '/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;']);
  await Promise.all(sitePorts.map((port) => waitForUrl(`http://127.0.0.1:${port}/readyz`, 60_000)));
  await waitForUrl(`http://127.0.0.1:${ports.site}/env.json`);
  console.log(`
EchoWatch rehearsal: ${instances} site servers (${sitePorts.join(', ')}) behind nginx on ${site}
  store (S3-compatible)  ${s3.endpoint}  bucket ${BUCKET}
  environment            s3://${BUCKET}/${ENV_KEY}  (each server polls ${s3.endpoint}/${BUCKET}/${ENV_KEY})
Promote with:
  S3_ENDPOINT=${s3.endpoint} S3_FORCE_PATH_STYLE=true AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER \\
    pnpm compose promote <remote>@<version> --env s3://${BUCKET}/${ENV_KEY} --store s3://${BUCKET}/remotes
Press Ctrl+C to stop.`);
  return {
    async stop() {
      stopping = true;
      for (const child of children) child.kill('SIGTERM');
      await s3.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
