import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { SiteConfig } from '@echowatch/contracts';
import { expect, test } from '../support/fixtures';
import { SITE_URL } from '../support/local-sites';
import { makeNextShellRelease, type EntryNames } from '../support/next-shell-release';
import { startReleaseSite, type ReleaseSite } from '../support/release-site';

const ROOT = path.resolve(__dirname, '..', '..');
// Ports of their own, beside the suite's composition and the rehearsal's.
const FRONT_PORT = 28590;
const FRONT = `http://127.0.0.1:${FRONT_PORT}`;
const SERVER_PORTS = ['28591', '28592'];
const ROUTES = ['/', '/packages', '/terms-of-use', '/login', '/open-api-docs'];
const HASHED_ASSET = /(?:src|href)=["']?(\/[^"'\s>]+\.[0-9a-f]{8}\.(?:js|css))/g;

let previousRelease: ReleaseSite;
let nextRelease: ReleaseSite;
let front: ChildProcess;
let entries: EntryNames;

test.describe('a rolling deploy of the shell: two releases side by side behind round-robin nginx', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const config = (await (await fetch(`${SITE_URL}/env.json`)).json()) as SiteConfig;
    const settings = (port: string) => ({ PORT: port, METRICS_PORT: 'off', TRUST_PROXY: 'loopback' });
    previousRelease = await startReleaseSite(config, settings(SERVER_PORTS[0]!));
    nextRelease = await startReleaseSite(config, settings(SERVER_PORTS[1]!), (dir) => {
      entries = makeNextShellRelease(dir);
    });
    front = spawn(process.execPath, ['--import', 'tsx', 'tools/src/rehearsal/nginx-front-cli.ts', '--port', String(FRONT_PORT), '--sites', SERVER_PORTS.join(',')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      let output = '';
      front.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('nginx in front of')) resolve();
      });
      front.once('exit', (code) => reject(new Error(`nginx stopped before it was up (exit ${code})`)));
    });
  });

  test.afterAll(async () => {
    if (front && front.exitCode === null) {
      const exited = new Promise((resolve) => front.once('exit', resolve));
      front.kill('SIGTERM');
      await exited;
    }
    previousRelease?.remove();
    nextRelease?.remove();
  });

  test('every page of either release gets every script and style sheet it names, whichever server answers', async () => {
    const pagesOf = { previous: 0, next: 0 };
    const assets = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      for (const route of ROUTES) {
        // The saved language keeps the page out of nginx's shared cache: every request reaches a server.
        const html = await (await fetch(`${FRONT}${route}`, { headers: { cookie: 'ew_lng=en' } })).text();
        if (html.includes(entries.next)) pagesOf.next += 1;
        else if (html.includes(entries.previous)) pagesOf.previous += 1;
        for (const [, asset] of html.matchAll(HASHED_ASSET)) assets.add(asset!);
      }
    }
    // Round robin: both releases answered pages, so both entry scripts are asked for.
    expect(pagesOf.previous).toBeGreaterThan(0);
    expect(pagesOf.next).toBeGreaterThan(0);
    expect(assets).toContain(`/${entries.previous}`);
    expect(assets).toContain(`/${entries.next}`);
    const failed: string[] = [];
    for (const asset of assets) {
      // Each file asked often enough to reach both servers; nginx keeps what it got, so each ask is
      // an address of its own (the servers read no query on a file).
      for (let ask = 0; ask < 4; ask += 1) {
        const answer = await fetch(`${FRONT}${asset}?ask=${ask}`);
        await answer.arrayBuffer();
        if (answer.status !== 200) failed.push(`${asset}: ${answer.status}`);
      }
    }
    expect(failed).toEqual([]);
  });
});
