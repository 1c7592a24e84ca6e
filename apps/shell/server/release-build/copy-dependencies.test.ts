/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyDependencies } from './copy-dependencies';
import { findInstalledPackage } from './installed-packages';

let root: string;
let store: string;

/** A package as pnpm installs it: its folder in the store, its dependencies linked beside it. */
function install(name: string, version: string, body: string, dependencies: Record<string, string> = {}, optional: string[] = []) {
  const dir = path.join(store, `${name}@${version}`, 'node_modules', name);
  mkdirSync(dir, { recursive: true });
  const manifest = { name, version, dependencies, optionalDependencies: Object.fromEntries(optional.map((dep) => [dep, '*'])) };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'index.js'), body);
  for (const [dependency, dependencyVersion] of Object.entries(dependencies)) {
    symlinkSync(path.join(store, `${dependency}@${dependencyVersion}`, 'node_modules', dependency), path.join(store, `${name}@${version}`, 'node_modules', dependency));
  }
  return dir;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'copy-dependencies-'));
  store = path.join(root, 'node_modules', '.pnpm');
  install('b', '1.0.0', "module.exports = 'b 1';");
  install('b', '2.0.0', "module.exports = 'b 2';");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('copyDependencies', () => {
  it('copies a tree flat where it can and nests the version another package needs', () => {
    const a = install('a', '1.0.0', "module.exports = 'a with ' + require('b');", { b: '1.0.0' });
    const c = install('c', '1.0.0', "module.exports = 'c with ' + require('b');", { b: '2.0.0' }, ['not-on-this-platform']);
    const target = path.join(root, 'release');
    expect(copyDependencies([{ name: 'a', dir: a }, { name: 'c', dir: c }], target)).toEqual([
      'node_modules/a',
      'node_modules/b',
      'node_modules/c',
      'node_modules/c/node_modules/b',
    ]);
    // Moved away from the store, each still gets the version it was installed with.
    rmSync(store, { recursive: true });
    const requireFromRelease = createRequire(path.join(target, 'server.js'));
    expect(requireFromRelease('a')).toBe('a with b 1');
    expect(requireFromRelease('c')).toBe('c with b 2');
  });

  it('stops when a required dependency is not installed', () => {
    const d = install('d', '1.0.0', '', {});
    writeFileSync(path.join(d, 'package.json'), JSON.stringify({ name: 'd', version: '1.0.0', dependencies: { e: '^1.0.0' } }));
    expect(() => copyDependencies([{ name: 'd', dir: d }], path.join(root, 'release'))).toThrow(/d needs e/);
  });
});

describe('findInstalledPackage', () => {
  it('finds what Node would find from a folder, and nothing where nothing is installed', () => {
    const a = install('a', '1.0.0', '', { b: '1.0.0' });
    expect(findInstalledPackage('b', a)).toBe(path.join(store, 'b@1.0.0', 'node_modules', 'b'));
    expect(findInstalledPackage('missing', a)).toBeNull();
  });
});
