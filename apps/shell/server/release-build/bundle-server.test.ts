/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleServer } from './bundle-server';
import { resolveExternals } from './release-manifest';

let out: string;

beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), 'bundle-server-'));
});

afterEach(() => rmSync(out, { recursive: true, force: true }));

describe('bundleServer', () => {
  it('compiles the workspace in and leaves the third-party packages it still uses to node_modules', async () => {
    const outfile = path.join(out, 'server.js');
    const externals = await bundleServer(path.join(import.meta.dirname, 'testing', 'bundle-fixture.ts'), outfile);
    expect(externals.map(({ name }) => name)).toEqual(['cookie', 'express']);
    const code = readFileSync(outfile, 'utf8');
    expect(code).not.toContain('@echowatch/');
    expect(code).toMatch(/from "express"/);
    // api-client's axios is tree-shaken away with the code that used it.
    expect(code).not.toMatch(/from "axios"/);
    const [cookie, express] = resolveExternals(externals);
    expect(express).toMatchObject({ name: 'express', version: expect.stringMatching(/^5\./) });
    expect(cookie?.dir).toMatch(/node_modules/);
  });

  it('leaves what the entry imports with import() to a chunk of its own, and writes the other entry points beside it', async () => {
    const outfile = path.join(out, 'server.js');
    const fixtures = path.join(import.meta.dirname, 'testing');
    const externals = await bundleServer(path.join(fixtures, 'lazy-entry-fixture.ts'), outfile);
    expect(externals.map(({ name }) => name)).toEqual(['cookie', 'express']);
    // Running server.js loads no package: express is imported only when the chunk is.
    expect(readFileSync(outfile, 'utf8')).not.toMatch(/from "(express|cookie)"/);
    const chunks = readdirSync(path.join(out, 'chunks')).filter((file) => file.endsWith('.js'));
    expect(chunks.some((chunk) => /from "express"/.test(readFileSync(path.join(out, 'chunks', chunk), 'utf8')))).toBe(true);

    await bundleServer(path.join(fixtures, 'bundle-fixture.ts'), outfile, { 'render-worker-tracing': path.join(fixtures, 'lazy-entry-fixture.ts') });
    expect(existsSync(path.join(out, 'render-worker-tracing.js'))).toBe(true);
  });
});
