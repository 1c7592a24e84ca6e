/**
 * The solutions and features the site has a page for: /solutions/{slug} and /features/{slug}
 * (docs/product-rules.md, R-ROUTE-2). The shell's route table accepts these slugs only and its menu
 * lists them; the marketing remote writes their pages. One list, so the menu, the routes and the
 * pages cannot drift apart.
 */
export const PRODUCT_SLUGS = {
  solutions: ['brand-health-measurement', 'campaign-performance-tracking', 'customer-care'],
  features: ['collecting-data', 'data-analysis', 'alert-report'],
} as const;

export type ProductKind = keyof typeof PRODUCT_SLUGS;

export type ProductSlug<K extends ProductKind = ProductKind> = (typeof PRODUCT_SLUGS)[K][number];

export function isProductSlug<K extends ProductKind>(kind: K, slug: string | undefined): slug is ProductSlug<K> {
  return slug !== undefined && (PRODUCT_SLUGS[kind] as readonly string[]).includes(slug);
}
