import { ownedTokenStyle, tokensCssText } from './css-variables';
import { colors, spacing } from './tokens';

describe('ownedTokenStyle', () => {
  const owned = ownedTokenStyle();

  it('declares what a remote owns with the values it is built with', () => {
    expect(owned['--ew-space-md']).toBe(spacing.md);
    expect(owned['--ew-radius-md']).toBeDefined();
    expect(owned['--ew-layout-content-max-width']).toBeDefined();
  });

  it('leaves the brand (colours and fonts) to the shell', () => {
    expect(Object.keys(owned).some((name) => name.startsWith('--ew-color-') || name.startsWith('--ew-font-'))).toBe(false);
    expect(tokensCssText()).toContain(`--ew-color-brand: ${colors.brand};`);
  });

  it('names only tokens the site declares', () => {
    for (const name of Object.keys(owned)) expect(tokensCssText()).toContain(`${name}: `);
  });
});
