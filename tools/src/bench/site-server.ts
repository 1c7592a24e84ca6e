import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../paths';
import { waitForUrl } from '../wait-for-url';

export interface BenchSite {
  origin: string;
  stop: () => Promise<void>;
}

async function siteIsUp(origin: string): Promise<boolean> {
  return fetch(`${origin}/env.json`).then((response) => response.ok, () => false);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // serve-local stops its own children (sandbox API, site, auth emulator) on SIGTERM.
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** Uses the running site if there is one; otherwise serves the current build for the run. */
export async function startBenchSite(): Promise<BenchSite> {
  const origin = `http://localhost:${process.env.PORT ?? 8080}`;
  if (await siteIsUp(origin)) return { origin, stop: async () => undefined };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools/src/serve-local.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, SANDBOX_DATA_DIR: path.join(ROOT, '.data', 'bench-sandbox'), SANDBOX_FRESH: '1' },
  });
  // Kept so a server that dies at start (no build, port taken) explains itself instead of a bare timeout.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const died = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`The local site stopped at start (exit code ${code}):\n${stderr.trim()}`))),
  );
  died.catch(() => undefined); // also rejects when the bench stops the server; only the race above cares
  try {
    await Promise.race([waitForUrl(`${origin}/env.json`), died]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, stop: () => stopChild(child) };
}
