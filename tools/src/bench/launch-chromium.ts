import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from '@echowatch/configs/chromium-flags';

// CHROMIUM_PATH is the project's name for it (launch.mjs, the JS bench); CHROME_PATH is Lighthouse's.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

// headless=new renders like a headed browser; the rest are the project's flags everywhere.
const LAUNCH_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export interface DebuggableChromium {
  port: number;
  close: () => Promise<void>;
}

async function readDevToolsPort(profileDir: string, child: ChildProcess, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited early (code ${child.exitCode})`);
    try {
      // Chromium writes the port it picked for --remote-debugging-port=0 on this file's first line.
      const port = Number(readFileSync(path.join(profileDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return port;
    } catch {
      // not written yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium did not open a DevTools port within ${timeoutMs} ms`);
}

/**
 * Starts a fresh Chromium with an empty throw-away profile and a DevTools port, the way Lighthouse's
 * own launcher does (chrome-launcher is not a dependency of tools, and this keeps the process ours to stop).
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'echowatch-bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...LAUNCH_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    // Chromium's helper processes can still be flushing the profile just after the browser exits.
    try {
      rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // a leftover temp profile is not worth failing a measurement for
    }
  };
  try {
    return { port: await readDevToolsPort(profileDir, child, 30_000), close };
  } catch (error) {
    await close();
    throw error;
  }
}
