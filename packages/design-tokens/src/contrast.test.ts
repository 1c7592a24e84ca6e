import { contrastRatio } from './contrast';
import { AA_MINIMUM, CONTRAST_PAIRS } from './contrast-pairs';
import { colors, darkColors } from './tokens';

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The usual boundary cases: #767676 is the lightest grey that passes on white, #777777 fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', '#0b5cad')).toBeCloseTo(contrastRatio('#0b5cad', '#ffffff'), 10);
  });

  it('refuses what is not an opaque #rrggbb colour', () => {
    expect(() => contrastRatio('transparent', '#ffffff')).toThrow(/transparent/);
    expect(() => contrastRatio('#fff', '#ffffff')).toThrow(/#fff /);
  });
});

describe.each([
  ['light', colors],
  ['dark', darkColors],
] as const)('the %s scheme', (_scheme, palette) => {
  it.each(CONTRAST_PAIRS.map((pair) => [pair.foreground, pair.background, pair] as const))('%s on %s meets WCAG AA', (_fg, _bg, pair) => {
    const ratio = contrastRatio(palette[pair.foreground], palette[pair.background]);
    const minimum = AA_MINIMUM[pair.kind];
    if (ratio < minimum) {
      throw new Error(`${pair.foreground} on ${pair.background} (${pair.where}): ${ratio.toFixed(2)}:1, AA needs ${minimum}:1`);
    }
  });
});

describe('the dark scheme', () => {
  it('has a surface darker than its text, the reverse of the light scheme', () => {
    expect(contrastRatio(darkColors.surface, '#000000')).toBeLessThan(contrastRatio(darkColors.ink, '#000000'));
    expect(contrastRatio(colors.surface, '#000000')).toBeGreaterThan(contrastRatio(colors.ink, '#000000'));
  });
});
