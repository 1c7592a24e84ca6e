import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
// Ports of their own, beside the suite's composition; the site servers take PORT + 101…
const PORTS = { PORT: '48380', SANDBOX_PORT: '48390', REMOTES_PORT: '48381', FIREBASE_AUTH_PORT: '49399' };
const NGINX = `http://127.0.0.1:${PORTS.PORT}`;
const INSTANCES = [48481, 48482, 48483].map((port) => `http://127.0.0.1:${port}`);
const PAGE = '/terms-of-use?lng=en';

let rehearsal: ChildProcess;
let environmentUrl: string;

const brandOf = async (origin: string) => ((await (await fetch(`${origin}/env.json`)).json()) as { brand: { name: string } }).brand.name;

/** What a promotion does to the object every server polls, written as the store stand-in takes it. */
async function putEnvironment(change: (text: string) => string): Promise<void> {
  const current = await (await fetch(environmentUrl)).text();
  const answer = await fetch(environmentUrl, { method: 'PUT', body: change(current), headers: { 'content-type': 'application/json' } });
  expect(answer.status).toBe(200);
}

test.describe('the rehearsal: three site servers behind nginx, remotes and environment in an S3-compatible store', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rehearsal = spawn(process.execPath, ['--import', 'tsx', 'tools/src/serve-local.ts', '--instances', '3'], {
      cwd: ROOT,
      env: { ...process.env, ...PORTS, SITE_ENV_POLL_MS: '1000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    environmentUrl = await new Promise<string>((resolve, reject) => {
      rehearsal.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const polled = /each server polls (\S+?)\)/.exec(output);
        if (polled) resolve(polled[1]!);
      });
      rehearsal.once('exit', (code) => reject(new Error(`the rehearsal stopped before it was up (exit ${code})`)));
    });
  });

  test.afterAll(async () => {
    const exited = new Promise((resolve) => rehearsal.once('exit', resolve));
    rehearsal.kill('SIGTERM');
    await exited;
  });

  test('every instance serves a promoted environment within 10 s without a restart, and keeps it through an invalid one', async () => {
    const started = Date.now();
    await putEnvironment((text) => text.replace(/"name": "EchoWatch"/, '"name": "EchoWatch Promoted"'));
    await expect.poll(() => Promise.all(INSTANCES.map(brandOf)), { timeout: 10_000 }).toEqual(['EchoWatch Promoted', 'EchoWatch Promoted', 'EchoWatch Promoted']);
    expect(Date.now() - started).toBeLessThan(10_000);
    await putEnvironment(() => '{ "half": ');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await Promise.all(INSTANCES.map(brandOf))).toEqual(['EchoWatch Promoted', 'EchoWatch Promoted', 'EchoWatch Promoted']);
    expect((await fetch(`${NGINX}${PAGE}`)).status).toBe(200);
  });

  test('a burst of 1,000 requests to one anonymous page reaches the site servers a handful of times; a secret link never comes from the cache', async () => {
    await fetch(`${NGINX}${PAGE}`);
    const results: string[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${NGINX}${PAGE}`)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        results.push(answer.headers.get('x-cache') ?? 'none');
        await answer.arrayBuffer();
      }
    }
    const reachedServers = results.filter((result) => !['HIT', 'STALE', 'UPDATING'].includes(result)).length;
    expect(results).toHaveLength(1000);
    expect(reachedServers).toBeLessThanOrEqual(5);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const secret = await fetch(`${NGINX}/forgot-password/rehearsal-token`);
      expect(secret.headers.get('cache-control')).toBe('private, no-store');
      expect(secret.headers.get('x-cache')).not.toBe('HIT');
    }
  });
});
