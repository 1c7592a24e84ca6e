import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');

/** The files a tsconfig.json makes a program of, as TypeScript reads its include list. */
function programFiles(dir: string): string[] {
  const file = path.join(dir, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dir, undefined, file).fileNames.map((name) => path.resolve(name));
}

// Every member with a program of its own but the browser tests, which are checked apart.
const members = [
  ...['apps', 'packages'].flatMap((group) => readdirSync(path.join(ROOT, group)).map((name) => path.join(ROOT, group, name))),
  path.join(ROOT, 'tools'),
  path.join(ROOT, 'configs'),
].filter((dir) => existsSync(path.join(dir, 'tsconfig.json')));

describe('the workspace type-check program (tsconfig.json)', () => {
  const workspace = new Set(programFiles(ROOT));

  it.each(members.map((dir) => [path.relative(ROOT, dir), dir]))('checks every file %s checks alone', (_name, dir) => {
    expect(programFiles(dir).filter((file) => !workspace.has(file))).toEqual([]);
  });

  it('leaves the browser tests to their own program, which runs without Jest’s globals', () => {
    expect([...workspace].filter((file) => file.startsWith(path.join(ROOT, 'e2e') + path.sep))).toEqual([]);
  });
});
