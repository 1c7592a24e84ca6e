/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
});
