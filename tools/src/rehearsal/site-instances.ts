import { spawn, type ChildProcess } from 'node:child_process';
import { releaseEntry, RELEASE_DIR } from '../paths';


export interface SiteInstancesOptions {
  ports: number[];
  /** Settings every server gets besides its PORT and METRICS_PORT (the shared environment, log level…). */
  env: NodeJS.ProcessEnv;
  /** The metrics port of the server on a port: its own, and its replacement's after it. */
  metricsPortOf: (port: number) => number;
  /** A server that exited with a failure (or was killed): the rehearsal is broken. */
  onFailure: (name: string) => void;
}

export interface SiteInstances {
  /** The process of the server on a port now (a replacement has a new one). */
  pidOf(port: number): number | undefined;
  stop(): Promise<void>;
}

/**
 * The rehearsal's site servers: the release, started with `node server.js` as production starts
 * it. A server that stops after a clean drain (exit 0: an operator sent SIGTERM) is replaced on
 * its port and metrics port, as an orchestrator replaces a stopped container; any other exit is a
 * failure. Each start prints the server's pid, so a stop can be rehearsed with `kill -TERM <pid>`.
 */
export function startSiteInstances({ ports, env, metricsPortOf, onFailure }: SiteInstancesOptions): SiteInstances {
  releaseEntry();
  const running = new Map<number, ChildProcess>();
  let stopping = false;

  const start = (port: number) => {
    const child = spawn(process.execPath, ['server.js'], {
      cwd: RELEASE_DIR,
      env: { ...process.env, ...env, PORT: String(port), METRICS_PORT: String(metricsPortOf(port)) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    running.set(port, child);
    console.log(`site server on ${port}: pid ${child.pid}, metrics on http://127.0.0.1:${metricsPortOf(port)}/metrics`);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (code === 0) {
        console.log(`site server on ${port} (pid ${child.pid}) stopped after its drain; starting a new one on ${port}.`);
        start(port);
      } else onFailure(`site server on ${port} (pid ${child.pid}, exit ${signal ?? code})`);
    });
  };
  for (const port of ports) start(port);

  return {
    pidOf: (port) => running.get(port)?.pid,
    async stop() {
      stopping = true;
      const exits = [...running.values()]
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => new Promise((resolve) => child.once('exit', resolve)));
      for (const child of running.values()) child.kill('SIGTERM');
      await Promise.all(exits);
    },
  };
}
