import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cssVar, mediaQueries, tokensCssText } from './index';

describe('design tokens', () => {
  it('exposes every token as a prefixed custom property', () => {
    const css = tokensCssText();
    expect(css).toContain('--ew-color-brand: #0b5cad;');
    expect(css).toContain('--ew-space-md: 1rem;');
    expect(css).toContain('--ew-color-brand-strong:');
    expect(cssVar('color', 'brandStrong')).toBe('var(--ew-color-brand-strong)');
  });

  it('keeps the CSS breakpoint values equal to the TypeScript ones', () => {
    const css = readFileSync(path.join(__dirname, 'breakpoints.module.css'), 'utf8');
    expect(css).toContain(`@value mobile: ${mediaQueries.mobile};`);
    expect(css).toContain(`@value desktop: ${mediaQueries.desktop};`);
    expect(css).toContain(`@value compactHeader: ${mediaQueries.compactHeader};`);
    expect(css).toContain(`@value fullHeader: ${mediaQueries.fullHeader};`);
  });
});
