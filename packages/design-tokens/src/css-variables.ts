import { colors, darkColors, fontFamilies, fontSizes, layout, lineHeights, radii, shadows, spacing } from './tokens';

const PREFIX = '--ew';

const groups = {
  color: colors,
  font: fontFamilies,
  size: fontSizes,
  leading: lineHeights,
  space: spacing,
  radius: radii,
  shadow: shadows,
  layout,
} as const;

type Groups = typeof groups;

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The custom property name of a token, e.g. cssVar('color', 'brand') → var(--ew-color-brand). */
export function cssVar<G extends keyof Groups>(group: G, key: keyof Groups[G] & string): string {
  return `var(${PREFIX}-${group}-${kebab(key)})`;
}

function declarations(group: string, values: Record<string, string>, indent: string): string[] {
  return Object.entries(values).map(([key, value]) => `${indent}${PREFIX}-${group}-${kebab(key)}: ${value};`);
}

/** Every token, with the light scheme's colours, as a :root declaration block. */
export function lightTokensCssText(): string {
  const lines = Object.entries(groups).flatMap(([group, values]) => declarations(group, values, '  '));
  return `:root {\n${lines.join('\n')}\n}`;
}

/**
 * The dark scheme's colours over the light ones when the visitor's system prefers it.
 * `color-scheme` lets the browser draw its own parts (form controls, scroll bars, the canvas before
 * the page paints) in the scheme the page is shown in.
 */
export function darkSchemeCssText(): string {
  const dark = declarations('color', darkColors, '    ');
  return `:root {\n  color-scheme: light dark;\n}\n@media (prefers-color-scheme: dark) {\n  :root {\n${dark.join('\n')}\n  }\n}`;
}

/** Every token in both schemes: what the shell's server inlines into every page. */
export function tokensCssText(): string {
  return `${lightTokensCssText()}\n${darkSchemeCssText()}`;
}

/**
 * Colours and fonts are the brand: one set for the whole site, owned by the shell. Every other
 * group (sizes, spacing, radii, shadows, layout) belongs to whoever builds the part that uses it.
 */
export const GLOBAL_TOKEN_GROUPS = ['color', 'font'] as const satisfies readonly (keyof Groups)[];

/**
 * The tokens a remote owns, as custom-property declarations for the root element of its pages: a
 * remote styles itself with the values it was built with, alone or composed, whatever the shell's
 * build declares; a change to one of them ships with the remote.
 */
export function ownedTokenStyle(): Record<string, string> {
  const global: readonly string[] = GLOBAL_TOKEN_GROUPS;
  return Object.fromEntries(
    Object.entries(groups)
      .filter(([group]) => !global.includes(group))
      .flatMap(([group, values]) => Object.entries(values).map(([key, value]) => [`${PREFIX}-${group}-${kebab(key)}`, value])),
  );
}

const STYLE_ID = 'ew-design-tokens';

/**
 * Adds the tokens to the document once, when the server has not (the development server, each
 * remote's harness): the light scheme only, so the dark palette never rides in a script.
 */
export function injectTokens(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = lightTokensCssText();
  doc.head.prepend(style);
}
