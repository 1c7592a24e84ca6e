/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, 'hero-carousel.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The colour tokens a rule of the sheet sets, by property: `{ background: 'ink-inverse' }`. */
function colorsOf(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.:]/g, (character) => `\\${character}`);
  const rule = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!rule) throw new Error(`no rule ${selector} in hero-carousel.module.css`);
  return Object.fromEntries(
    [...rule[1]!.matchAll(/(?:^|;)\s*([\w-]+):\s*([^;]+)/g)].map(([, property, value]) => [
      property!,
      /var\(--ew-color-([\w-]+)\)/.exec(value!)?.[1] ?? value!.trim(),
    ]),
  );
}

const SLIDE_BACKGROUNDS = ['.listening', '.alerts', '.reports', '.knowledge'];

describe("the home carousel's calls to action", () => {
  it('fills the main one light with navy text, unlike any slide behind it', () => {
    expect(colorsOf('.primaryCta')).toMatchObject({ background: 'ink-inverse', color: 'brand-fill-strong' });
    expect(colorsOf('.primaryCta:hover')).toMatchObject({ background: 'ink-inverse', color: 'brand-fill-strong' });
    for (const slide of SLIDE_BACKGROUNDS) {
      expect({ slide, background: colorsOf(slide).background }).not.toEqual({ slide, background: expect.stringContaining('ink-inverse') });
    }
  });

  it('keeps the outlined one second: no fill, even under the pointer', () => {
    expect(colorsOf('.secondaryCta')).toMatchObject({ 'border-color': 'ink-inverse', color: 'ink-inverse' });
    expect(colorsOf('.secondaryCta')).not.toHaveProperty('background');
    expect(colorsOf('.secondaryCta:hover')).toMatchObject({ background: 'transparent' });
  });
});
