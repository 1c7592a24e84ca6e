import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productionAliases } from './production-aliases';

const SHELL = path.resolve(__dirname, '../../apps/shell');

describe('productionAliases', () => {
  it('points both react-router entries the site imports at the production build, which share one set of chunks', () => {
    const aliases = productionAliases(SHELL);
    const root = aliases['react-router$']!;
    const dom = aliases['react-router/dom$']!;
    for (const file of [root, dom]) {
      expect(existsSync(file)).toBe(true);
      expect(file).toContain(`${path.sep}production${path.sep}`);
    }
    // The DOM entry reaches the router through the root entry's chunks, never through a second copy.
    const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from "([^"]+)"/g)].map((match) => match[1]);
    expect(imports(dom).filter((name) => name!.startsWith('./'))).toEqual(expect.arrayContaining(imports(root)));
    expect(imports(dom)).not.toContain('react-router');
  });
});
