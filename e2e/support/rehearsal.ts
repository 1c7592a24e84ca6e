import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

export interface RunningRehearsal {
  /** The store's http address of the environment object every site server polls (s3://…). */
  environmentUrl: string;
  /** `--env` and `--store` of pnpm compose, as the rehearsal names them. */
  environment: string;
  remotesStore: string;
  /** The process serving a port now (a replacement has a new one). */
  pidOf(port: number): number | undefined;
  /** Runs `pnpm compose …` against the rehearsal's store; asynchronous, so a load running in this process goes on meanwhile. */
  compose(...args: string[]): Promise<string>;
  /** Starts `pnpm compose …` and follows it: its output so far, and its exit code with the whole output once it ends. */
  composeRunning(...args: string[]): RunningCommand;
  stop(): Promise<void>;
}

export interface RunningCommand {
  output(): string;
  exited: Promise<{ code: number | null; output: string }>;
  stop(): void;
}

/**
 * `pnpm serve --instances N` as an operator starts it, on the given ports; resolves once it is up
 * (it prints the store and the environment it made) and follows the site servers' pids it prints.
 */
export async function startRehearsal(ports: Record<string, string>, instances: number): Promise<RunningRehearsal> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tools/src/serve-local.ts', '--instances', String(instances)], {
    cwd: ROOT,
    env: { ...process.env, ...ports, SITE_ENV_POLL_MS: '1000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pids = new Map<number, number>();
  let output = '';
  const started = new Promise<{ environmentUrl: string; endpoint: string; environment: string; remotesStore: string }>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // The whole output each time: a line may arrive in two chunks. The last pid of a port wins.
      for (const [, port, pid] of output.matchAll(/site server on (\d+): pid (\d+)/g)) pids.set(Number(port), Number(pid));
      const polled = /the store serves it at (\S+?)\)/.exec(output);
      const store = /store \(S3-compatible\)\s+(\S+)/.exec(output);
      const commands = /--env (s3:\/\/\S+) --store (s3:\/\/\S+)/.exec(output);
      if (polled && store && commands) resolve({ environmentUrl: polled[1]!, endpoint: store[1]!, environment: commands[1]!, remotesStore: commands[2]! });
    });
    child.once('exit', (code) => reject(new Error(`the rehearsal stopped before it was up (exit ${code})`)));
  });
  const { environmentUrl, endpoint, environment, remotesStore } = await started;
  const storeSettings = { S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
  return {
    environmentUrl,
    environment,
    remotesStore,
    pidOf: (port) => pids.get(port),
    async compose(...args) {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools/src/compose-cli.ts'), ...args], {
        cwd: ROOT,
        env: { ...process.env, ...storeSettings },
      });
      return stdout;
    },
    composeRunning(...args) {
      const command = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools/src/compose-cli.ts'), ...args], {
        cwd: ROOT,
        env: { ...process.env, ...storeSettings },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      command.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
      command.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const exited = new Promise<{ code: number | null; output: string }>((resolve) => command.once('exit', (code) => resolve({ code, output: text })));
      return { output: () => text, exited, stop: () => void (command.exitCode === null && command.kill('SIGTERM')) };
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Whether a process is still running (signal 0 only asks). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
