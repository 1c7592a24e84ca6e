import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_ALERT_RULES } from '../monitoring/monitoring-files';
import { waitForUrl } from '../wait-for-url';
import { prometheusConfig } from './prometheus-config';

/** How often the rehearsal's Prometheus scrapes and evaluates its rules. */
export const SCRAPE_SECONDS = 2;

export interface RehearsalPrometheus {
  origin: string;
  stop(): Promise<void>;
}

/** Debian's prometheus (`PROMETHEUS` names another); a clear stop, with the command that installs it, when it is missing. */
export function prometheusBinary(): string {
  const binary = process.env.PROMETHEUS ?? '/usr/bin/prometheus';
  if (!existsSync(binary)) throw new Error(`${binary} is missing: the rehearsal runs Prometheus. Install it with apt-get install -y prometheus (or name another with PROMETHEUS).`);
  return binary;
}

/**
 * A real Prometheus scraping the site servers' `/metrics` (`targets`, host:port) and evaluating the
 * site's alert rules, on 127.0.0.1:`port`, with its configuration and storage in a temporary folder
 * it removes once stopped. `onExit` hears of an exit nobody asked for.
 */
export async function startPrometheus(port: number, targets: string[], onExit: () => void): Promise<RehearsalPrometheus> {
  const binary = prometheusBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'ew-prometheus-'));
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(config, prometheusConfig({ targets, ruleFiles: [SITE_ALERT_RULES], intervalSeconds: SCRAPE_SECONDS }));
  const child = spawn(
    binary,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--storage.tsdb.retention.time=1d',
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  let stopping = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => {
    rmSync(dir, { recursive: true, force: true });
    if (!stopping) onExit();
  });
  const origin = `http://127.0.0.1:${port}`;
  const failed = exited.then((code) => Promise.reject(new Error(`Prometheus exited (${code}) before it was ready: is ${port} taken? Name another with PROMETHEUS_PORT.`)));
  try {
    await Promise.race([waitForUrl(`${origin}/-/ready`, 60_000), failed]);
  } catch (error) {
    stopping = true;
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    async stop() {
      stopping = true;
      // SIGTERM: it finishes its writes and exits; the folder goes with it.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
