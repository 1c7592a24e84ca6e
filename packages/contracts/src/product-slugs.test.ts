import { isProductSlug, PRODUCT_SLUGS } from './product-slugs';

describe('product slugs', () => {
  it('knows each slug as its own kind only', () => {
    for (const slug of PRODUCT_SLUGS.solutions) {
      expect(isProductSlug('solutions', slug)).toBe(true);
      expect(isProductSlug('features', slug)).toBe(false);
    }
    for (const slug of PRODUCT_SLUGS.features) {
      expect(isProductSlug('features', slug)).toBe(true);
      expect(isProductSlug('solutions', slug)).toBe(false);
    }
  });

  it('refuses no slug, an unknown one and a near miss', () => {
    expect(isProductSlug('solutions', undefined)).toBe(false);
    expect(isProductSlug('solutions', 'unknown')).toBe(false);
    expect(isProductSlug('features', 'alert-report/')).toBe(false);
  });

  it('gives every page an address of its own', () => {
    const all = [...PRODUCT_SLUGS.solutions, ...PRODUCT_SLUGS.features];
    expect(new Set(all).size).toBe(all.length);
    for (const slug of all) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
