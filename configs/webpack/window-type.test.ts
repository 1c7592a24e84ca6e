import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { windowTypeFolding } from './window-type';

// A module with a branch for each side, as the API client's memo of server clients has.
const SOURCE = `export function where() {
  if (typeof window === 'undefined') return 'server-only-branch';
  return 'browser-only-branch';
}
globalThis.answer = where();`;

function build(dir: string, where: 'browser' | 'server'): Promise<string> {
  const output = mkdtempSync(path.join(dir, `${where}-`));
  return new Promise((resolve, reject) => {
    webpack(
      { mode: 'production', context: dir, entry: { main: './index.js' }, output: { path: output, filename: '[name].js' }, plugins: [windowTypeFolding(where)] },
      (error, stats) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        resolve(readdirSync(output).map((file) => readFileSync(path.join(output, file), 'utf8')).join('\n'));
      },
    );
  });
}

describe('windowTypeFolding', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'window-type-'));
    writeFileSync(path.join(dir, 'index.js'), SOURCE);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('drops the server-only branch from a browser build', async () => {
    const bundle = await build(dir, 'browser');
    expect(bundle).toContain('browser-only-branch');
    expect(bundle).not.toContain('server-only-branch');
  });

  it('drops the browser-only branch from a server build', async () => {
    const bundle = await build(dir, 'server');
    expect(bundle).toContain('server-only-branch');
    expect(bundle).not.toContain('browser-only-branch');
  });
});
