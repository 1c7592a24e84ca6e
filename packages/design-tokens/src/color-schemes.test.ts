import { darkSchemeCssText, injectTokens, lightTokensCssText, tokensCssText } from './css-variables';
import { colors, darkColors } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The declarations inside the `prefers-color-scheme: dark` block, by custom property. */
function darkDeclarations(css: string): Map<string, string> {
  const block = /@media \(prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}\s*\}/.exec(css);
  if (!block) throw new Error('no dark scheme block in the tokens');
  return new Map([...block[1]!.matchAll(/(--ew-[\w-]+): ([^;]+);/g)].map((match) => [match[1]!, match[2]!]));
}

describe('the colour schemes', () => {
  const css = tokensCssText();

  it('declares every colour again for a system that prefers dark, with the dark value', () => {
    const dark = darkDeclarations(css);
    expect(dark.size).toBe(Object.keys(colors).length);
    for (const [name, value] of Object.entries(darkColors)) expect(dark.get(`--ew-color-${kebab(name)}`)).toBe(value);
  });

  it('puts the dark colours after the light ones, so they win where the media query holds', () => {
    expect(css.indexOf(`--ew-color-surface: ${colors.surface};`)).toBeGreaterThanOrEqual(0);
    expect(css.indexOf('@media (prefers-color-scheme: dark)')).toBeGreaterThan(css.indexOf(`--ew-color-surface: ${colors.surface};`));
  });

  it('lets the browser draw its own controls in either scheme', () => {
    expect(darkSchemeCssText()).toMatch(/:root \{\s*color-scheme: light dark;\s*\}/);
  });

  it('leaves the dark scheme out of what scripts inject', () => {
    expect(lightTokensCssText()).not.toContain('prefers-color-scheme');
    expect(lightTokensCssText()).not.toContain(darkColors.surface);
    const style = { id: '', textContent: '' };
    const doc = {
      getElementById: () => null,
      createElement: () => style,
      head: { prepend: jest.fn() },
    } as unknown as Document;
    injectTokens(doc);
    expect(style.textContent).toBe(lightTokensCssText());
  });
});
