import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { releaseEntry, RELEASE_DIR } from '../paths';
import { waitForUrl } from '../wait-for-url';

export interface SiteProcess {
  origin: string;
  /** Resident set size of the server process, in bytes (Linux: /proc). */
  rss(): number;
  stop(): Promise<void>;
}

/** A port the system has free now (bound and released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`No VmRSS for process ${pid}`);
  return kilobytes * 1024;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * One site server process, the artifact that ships (`node server.js` in apps/shell/release, in
 * production mode), on a port of its own, serving `environmentFile`, with `env` added: the load
 * bench measures exactly one process, as it runs in production (no TypeScript loader, no metrics port
 * in the way).
 */
export async function startSiteProcess(environmentFile: string, env: Record<string, string> = {}): Promise<SiteProcess> {
  const entry = releaseEntry();
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: RELEASE_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_ENV: 'bench',
      METRICS_PORT: 'off',
      ...env,
      PORT: String(port),
      SITE_ENV_FILE: environmentFile,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const died = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`The site server stopped at start (exit code ${code}):\n${stderr.trim()}`))),
  );
  died.catch(() => undefined);
  try {
    // Ready as a load balancer sees it: the served pages loaded, nothing left to start beside the load.
    await Promise.race([waitForUrl(`${origin}/readyz`), died]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, rss: () => rssOf(child.pid!), stop: () => stopChild(child) };
}
