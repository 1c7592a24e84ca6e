import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '@echowatch/contracts';
import type { SiteFiles } from '../lifecycle/start-site';

const SHELL_DIR = path.resolve(import.meta.dirname, '..', '..');

export interface SiteProcess {
  base: string;
  /** Every JSON line the process wrote to stdout so far, parsed. */
  lines: Record<string, unknown>[];
  /** Sends SIGTERM; resolves with the exit code once the process is gone. */
  stop: () => Promise<number | null>;
}

/**
 * The site server in a process of its own, started as its entries start it (testing/traced-site.ts,
 * through tsx) over folders made here: `bundle` as its render bundle (render.js, CommonJS), `config`
 * as its environment file, a bare page template. `env` is added to the test's environment; the
 * server listens on a free port of 127.0.0.1, without metrics.
 */
export async function startSiteProcess({ config, bundle, env }: { config: SiteConfig; bundle: string; env: Record<string, string> }): Promise<SiteProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-process-'));
  const files: SiteFiles = {
    staticDir: path.join(dir, 'public'),
    serverBuildDir: path.join(dir, 'render'),
    environmentsDir: path.join(dir, 'environments'),
    packageFile: path.join(SHELL_DIR, 'package.json'),
    renderWorkerTracing: path.join(SHELL_DIR, 'server', 'observability', 'render-worker-tracing.ts'),
  };
  for (const folder of [files.staticDir, files.serverBuildDir, files.environmentsDir]) mkdirSync(folder);
  writeFileSync(path.join(files.staticDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id=root></div></body></html>');
  writeFileSync(path.join(files.serverBuildDir, 'render.js'), bundle);
  writeFileSync(path.join(files.environmentsDir, 'test.json'), JSON.stringify(config));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SHELL_DIR, 'server', 'testing', 'traced-site.ts'), JSON.stringify(files)], {
    cwd: SHELL_DIR,
    env: { PATH: process.env.PATH, SITE_ENV: 'test', PORT: '0', METRICS_PORT: 'off', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let rest = '';
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      const parts = (rest + text).split('\n');
      rest = parts.pop()!;
      for (const part of parts.filter(Boolean)) {
        // A line that is not JSON is kept as its text, for a test to find.
        const line = (part.startsWith('{') ? JSON.parse(part) : { text: part }) as Record<string, unknown>;
        lines.push(line);
        if (line.msg === 'site listening') resolve(line.url as string);
      }
    });
    void exited.then((code) => reject(new Error(`the site process exited with ${code} before it listened`)));
  });
  const base = await listening;
  return {
    base,
    lines,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}
