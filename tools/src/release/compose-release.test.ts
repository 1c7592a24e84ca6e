import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { s3ClientFromEnvironment, s3Store } from '../store/s3-store';
import { type S3TestServer, startS3TestServer } from '../store/s3-test-server';
import { environmentText, healthyManifests, startCdn, startSite, type TestServer } from '../compose/test-servers';
import { buildComposeRelease } from './compose-release';

const run = promisify(execFile);

let built: string;
let shipped: string;
let compiledIn: string[];
let cdn: TestServer;
let site: TestServer;
let s3: S3TestServer;

// Built into one temporary folder, then copied to another, outside the repository: the copy must
// run on its own, with no TypeScript, no tsx and no node_modules of the repository on its way up.
beforeAll(async () => {
  built = mkdtempSync(path.join(tmpdir(), 'ew-compose-built-'));
  shipped = mkdtempSync(path.join(tmpdir(), 'ew-compose-shipped-'));
  compiledIn = await buildComposeRelease(built);
  cpSync(built, shipped, { recursive: true });
  rmSync(built, { recursive: true, force: true });
  [cdn, site, s3] = await Promise.all([startCdn({ manifests: healthyManifests() }), startSite(), startS3TestServer()]);
});
afterAll(async () => {
  rmSync(shipped, { recursive: true, force: true });
  await Promise.all([cdn?.close(), site?.close(), s3?.stop()]);
});

/** `node compose.js …` in the copied folder, with nothing of the repository's environment but PATH. */
const compose = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, ['compose.js', ...args], { cwd: shipped, env: { PATH: process.env.PATH, HOME: shipped, ...env } }).catch(
    (failed: { code: number; stdout: string; stderr: string }) => ({ ...failed, failedWith: failed.code }),
  );

describe('the compose release', () => {
  it('is one bundle with every package compiled in, and a package.json, without TypeScript or node_modules', () => {
    expect(readdirSync(shipped).sort()).toEqual(['compose.js', 'compose.js.map', 'package.json']);
    expect(JSON.parse(readFileSync(path.join(shipped, 'package.json'), 'utf8'))).toMatchObject({ type: 'module', main: 'compose.js' });
    expect(compiledIn).toEqual(expect.arrayContaining(['@aws-sdk/client-s3', 'mime-types', 'semver', 'zod']));
    // Nothing is imported but Node's own modules: the workspace's packages and the third-party ones are compiled in.
    const imported = [...readFileSync(path.join(shipped, 'compose.js'), 'utf8').matchAll(/^import .* from "([^"]+)";$/gm)].map(([, name]) => name);
    expect(imported.filter((name) => !name!.startsWith('node:'))).toEqual([]);
  });

  it('prints its usage, naming itself as it is run', async () => {
    const { stdout } = await compose(['--help']);
    expect(stdout).toMatch(/^Usage:\n {2}node compose\.js <env> {2,}check an environment completely/);
    expect(stdout).toContain('node compose.js rollback <remote> --env <env> [--store <store>]');
  });

  it('checks an environment file completely', async () => {
    const file = path.join(shipped, 'try.json');
    writeFileSync(file, environmentText(cdn.url, site.url));
    const answer = await compose([file]);
    expect(answer).not.toHaveProperty('failedWith');
    expect(answer.stdout).toContain('✔ try.json: the file matches its schema, and every remote answers');
  });

  it('reads an environment in a bucket with the AWS SDK it ships', async () => {
    const store = s3Store({ bucket: s3.bucket, prefix: 'envs' }, s3ClientFromEnvironment(s3.env));
    await store.write('staging.json', environmentText(cdn.url, site.url));
    const answer = await compose(['status', '--env', `s3://${s3.bucket}/envs/staging.json`], s3.env);
    expect(answer).not.toHaveProperty('failedWith');
    expect(answer.stdout).toContain(`s3://${s3.bucket}/envs/staging.json:\n  marketing-blog     1.0.0`);
    expect(answer.stderr).toBe('');
  });
});
