/** Slugs of decisions.md: /solutions/{slug} and /features/{slug}. */
export const PRODUCT_SLUGS = {
  solutions: ['brand-health-measurement', 'campaign-performance-tracking', 'customer-care'],
  features: ['collecting-data', 'data-analysis', 'alert-report'],
} as const;

export type ProductKind = keyof typeof PRODUCT_SLUGS;

export function isProductSlug(kind: ProductKind, slug: string | undefined): slug is string {
  return slug !== undefined && (PRODUCT_SLUGS[kind] as readonly string[]).includes(slug);
}
