import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { EAGER_COMPILE_HINT, EagerCompileHintPlugin, exposedPageScripts } from './eager-compile-hint';

// A page that starts with one chunk (the page and a part it imports) and loads another only later.
const SOURCES = {
  'index.js': "import('./page').then((page) => page.start());",
  'page.js': "import { part } from './part';\nexport function start() { part(); document.body.onclick = () => import('./later').then((later) => later.run()); }",
  'part.js': 'export function part() { document.title = "ready"; }',
  'later.js': 'export function run() { document.title = "later"; }',
};

function build(dir: string, plugins: webpack.WebpackPluginInstance[]): Promise<Record<string, string>> {
  const output = mkdtempSync(path.join(dir, 'dist-'));
  return new Promise((resolve, reject) => {
    webpack(
      { mode: 'production', context: dir, entry: { main: './index.js' }, output: { path: output, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' }, plugins },
      (error, stats) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        resolve(Object.fromEntries(readdirSync(output).map((file) => [file, readFileSync(path.join(output, file), 'utf8')])));
      },
    );
  });
}

describe('EagerCompileHintPlugin', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
    for (const [file, source] of Object.entries(SOURCES)) writeFileSync(path.join(dir, file), source);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the hint first in the scripts a page starts with, and in no script it loads later', async () => {
    const files = await build(dir, [new EagerCompileHintPlugin(exposedPageScripts)]);
    const scripts = Object.entries(files).filter(([file]) => file.endsWith('.js'));
    const hinted = scripts.filter(([, source]) => source.startsWith(EAGER_COMPILE_HINT)).map(([file]) => file);
    const later = scripts.filter(([, source]) => source.includes('"later"')).map(([file]) => file);
    const start = scripts.filter(([, source]) => source.includes('"ready"')).map(([file]) => file);
    expect(later).toHaveLength(1);
    expect(hinted).toEqual(expect.arrayContaining([...start, scripts.find(([file]) => file.startsWith('main.'))![0]]));
    expect(hinted).toHaveLength(2);
    expect(hinted).not.toContain(later[0]);
    // Only once, at the top: no other comment or code before it.
    for (const file of hinted) expect(files[file]!.indexOf('allFunctionsCalledOnLoad')).toBe(4);
  });

  it('marks a script once when the selection names it more than once', async () => {
    const twice = (compilation: webpack.Compilation) => [...exposedPageScripts(compilation), ...exposedPageScripts(compilation)];
    const files = await build(dir, [new EagerCompileHintPlugin(twice)]);
    const hinted = Object.values(files).filter((source) => source.startsWith(EAGER_COMPILE_HINT));
    expect(hinted).toHaveLength(2);
    for (const source of hinted) expect(source.split('allFunctionsCalledOnLoad')).toHaveLength(2);
  });

  it('is covered by the content hash: a hinted script gets a name of its own', async () => {
    const plain = Object.keys(await build(dir, []));
    const hinted = Object.keys(await build(dir, [new EagerCompileHintPlugin(exposedPageScripts)]));
    expect(hinted.filter((file) => file.startsWith('main.'))).not.toEqual(plain.filter((file) => file.startsWith('main.')));
  });
});
