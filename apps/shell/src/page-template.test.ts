import { readFileSync } from 'node:fs';
import path from 'node:path';
import { colors, darkColors } from '@echowatch/design-tokens';

// The page template names the browser's chrome colour per scheme in plain HTML (no script runs
// before it is read); these are the design tokens' values, kept in step here.
const template = readFileSync(path.join(__dirname, '..', 'public', 'index.html'), 'utf8');
const themeColor = (scheme: 'light' | 'dark') =>
  new RegExp(`<meta name="theme-color" content="(#[0-9a-f]{6})" media="\\(prefers-color-scheme: ${scheme}\\)"`, 'i').exec(template)?.[1];

test("the template's theme colours are the tokens' brand (light) and page surface (dark)", () => {
  expect(themeColor('light')).toBe(colors.brand);
  expect(themeColor('dark')).toBe(darkColors.surface);
});
