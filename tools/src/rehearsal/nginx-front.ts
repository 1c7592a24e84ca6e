import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForUrl } from '../wait-for-url';
import { nginxConfig, type NginxLayout } from './nginx-config';

const NGINX_WRITES = ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

export interface NginxFront {
  origin: string;
  /** Resolves once nginx has exited (it is told to stop, or it failed). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * nginx with the rehearsal's configuration (round robin over `sitePorts`, retries, page cache) in a
 * temporary folder of its own, in the foreground: it stops with the process that started it.
 */
/**
 * A temporary folder holding nginx's configuration for `layout` and the places it writes, and the
 * command that runs it there in the foreground.
 */
export function nginxCommand(layout: Omit<NginxLayout, 'dir'>): { dir: string; command: string; args: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ew-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they must reach its cache and temporary files.
  chmodSync(dir, 0o755);
  for (const name of NGINX_WRITES) mkdirSync(path.join(dir, name), { mode: 0o777 });
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ ...layout, dir }));
  return { dir, command: process.env.NGINX ?? '/usr/sbin/nginx', args: ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'] };
}

export async function startNginxFront(layout: Omit<NginxLayout, 'dir'>): Promise<NginxFront> {
  const { dir, command, args } = nginxCommand(layout);
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dir, { recursive: true, force: true }));
  const origin = `http://127.0.0.1:${layout.port}`;
  await Promise.race([waitForUrl(`${origin}/healthz`, 30_000), exited.then((code) => Promise.reject(new Error(`nginx exited (${code}) before it answered`)))]);
  return {
    origin,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
