import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { carryPreviousAssets, CARRIED_LIST } from './carry-previous-assets';

let root: string;

/** A shell build: a page naming its hashed scripts and sheet, and those files. */
function shellBuild(name: string, hashes: string[]): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  const scripts = hashes.map((hash, index) => `${index === 0 ? 'main' : `chunk-${index}`}.${hash}.js`);
  const page = `<!doctype html><link rel=stylesheet href="/main.${hashes[0]}.css">${scripts.map((file) => `<script src="/${file}"></script>`).join('')}`;
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, `main.${hashes[0]}.css`), 'body{}');
  for (const file of scripts) writeFileSync(path.join(dir, file), `// ${file}`);
  return dir;
}

const namedBy = (dir: string) => [...readFileSync(path.join(dir, 'index.html'), 'utf8').matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ew-carry-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('carryPreviousAssets', () => {
  it('serves every file the pages of either of two releases name', () => {
    const previous = shellBuild('one', ['1a2b3c4d', '11111111', '22222222']);
    const next = shellBuild('two', ['5e6f7a8b', '11111111', '33333333']);
    const pagesOfPrevious = namedBy(previous);
    carryPreviousAssets(previous, next);
    const served = new Set(readdirSync(next));
    expect([...pagesOfPrevious, ...namedBy(next)].filter((file) => !served.has(file))).toEqual([]);
    expect(readFileSync(path.join(next, 'index.html'), 'utf8')).toContain('main.5e6f7a8b.js');
  });

  it('reaches back one release only, and never carries a page or an entry', () => {
    const first = shellBuild('one', ['1a2b3c4d']);
    writeFileSync(path.join(first, 'remoteEntry.js'), 'old entry');
    const second = shellBuild('two', ['5e6f7a8b']);
    expect(carryPreviousAssets(first, second)).toEqual(['main.1a2b3c4d.css', 'main.1a2b3c4d.js']);
    const third = shellBuild('three', ['9c0d1e2f']);
    expect(carryPreviousAssets(second, third)).toEqual(['main.5e6f7a8b.css', 'main.5e6f7a8b.js']);
    expect(existsSync(path.join(third, 'main.1a2b3c4d.js'))).toBe(false);
    expect(existsSync(path.join(second, 'remoteEntry.js'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(third, CARRIED_LIST), 'utf8'))).toEqual(['main.5e6f7a8b.css', 'main.5e6f7a8b.js']);
  });

  it('carries nothing for a first release', () => {
    const next = shellBuild('two', ['5e6f7a8b']);
    expect(carryPreviousAssets(path.join(root, 'none'), next)).toEqual([]);
  });
});
