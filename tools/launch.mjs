#!/usr/bin/env node
// `npm start` and `npm test` land here on a machine that may have nothing but Node and npm, so this
// file uses Node's standard library only: it installs what is missing, then hands over to pnpm.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PNPM = 'pnpm@10.34.9';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...extraEnv },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

const pnpm = (...args) => run('npx', ['-y', PNPM, ...args]);

function step(title) {
  console.log(`\n▶ ${title}`);
}

function install() {
  step('Installing dependencies');
  pnpm('install', '--frozen-lockfile', '--config.confirmModulesPurge=false');
}

/** A program the tests need from Debian (the browser; nginx for the rehearsal's tests), installed when missing. */
function ensureDebianPackage(file, name) {
  if (existsSync(file)) return;
  step(`Installing ${name} from Debian (${file} is missing)`);
  if (process.getuid?.() !== 0) {
    console.error(`${name} is missing. Install it with: sudo apt-get install -y ${name}`);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', name], { DEBIAN_FRONTEND: 'noninteractive' });
}

const command = process.argv[2];
if (command === 'start') {
  install();
  step('Building the shell and every remote');
  pnpm('build');
  step('Serving the composed site');
  pnpm('serve');
} else if (command === 'test') {
  install();
  ensureDebianPackage(CHROMIUM, 'chromium');
  ensureDebianPackage(process.env.NGINX ?? '/usr/sbin/nginx', 'nginx');
  // promtool tests the alert rules; prometheus, in the same package, runs in the rehearsal.
  ensureDebianPackage('/usr/bin/promtool', 'prometheus');
  step('Type-checking and linting');
  pnpm('checks');
  step('Unit tests');
  pnpm('unit');
  step('Building the shell and every remote');
  pnpm('build');
  step('Browser tests (Chromium, composed production build)');
  pnpm('e2e');
  step('Bundle budgets');
  pnpm('bench', '--check');
  console.log('\n✔ All checks passed');
} else {
  console.error('Usage: node tools/launch.mjs start|test');
  process.exit(2);
}
