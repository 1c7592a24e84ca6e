import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRAST_PAIRS } from './contrast-pairs';
import { colors } from './tokens';

const ROOT = path.resolve(__dirname, '../../..');

/** Every style sheet of the site's apps and packages. */
function styleSheets(): string[] {
  return ['apps', 'packages'].flatMap((area) =>
    readdirSync(path.join(ROOT, area)).flatMap((project) => {
      const src = path.join(ROOT, area, project, 'src');
      try {
        return readdirSync(src, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.css'))
          .map((file) => path.join(src, file));
      } catch {
        return [];
      }
    }),
  );
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Text colour and background colour tokens declared together in one rule, as `fg on bg`. */
function pairsDeclared(css: string): string[] {
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!);
  return rules.flatMap((rule) => {
    const text = /(?<![\w-])color:\s*var\(--ew-color-([\w-]+)\)/.exec(rule);
    const background = /(?<![\w-])background(?:-color)?:([^;]*)/.exec(rule);
    if (!text || !background) return [];
    return [...background[1]!.matchAll(/var\(--ew-color-([\w-]+)\)/g)].map((stop) => `${camel(text[1]!)} on ${camel(stop[1]!)}`);
  });
}

describe("the style sheets' colour pairs", () => {
  const checked = new Set(CONTRAST_PAIRS.map((pair) => `${pair.foreground} on ${pair.background}`));
  const sheets = styleSheets();

  it('finds the style sheets', () => {
    expect(sheets.some((file) => file.endsWith(path.join('design-tokens', 'src', 'primitives.module.css')))).toBe(true);
    expect(sheets.length).toBeGreaterThan(50);
  });

  it('reads a pair from a rule, a gradient giving one pair per colour', () => {
    expect(pairsDeclared('.a { color: var(--ew-color-ink-inverse); background: linear-gradient(var(--ew-color-surface-dark), var(--ew-color-brand-fill)); }')).toEqual([
      'inkInverse on surfaceDark',
      'inkInverse on brandFill',
    ]);
    expect(pairsDeclared('.a { border-color: var(--ew-color-brand); background: var(--ew-color-surface); }')).toEqual([]);
  });

  it.each(sheets.map((file) => [path.relative(ROOT, file), file]))('%s draws only pairs whose contrast is checked', (_name, file) => {
    const unchecked = pairsDeclared(readFileSync(file, 'utf8')).filter((pair) => !checked.has(pair));
    expect(unchecked).toEqual([]);
  });

  it.each(sheets.map((file) => [path.relative(ROOT, file), file]))('%s names only colours the tokens declare', (_name, file) => {
    const named = [...readFileSync(file, 'utf8').matchAll(/var\(--ew-color-([\w-]+)\)/g)].map((match) => camel(match[1]!));
    expect(named.filter((name) => !(name in colors))).toEqual([]);
  });
});
