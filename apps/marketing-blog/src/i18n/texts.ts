import { defineTexts, namespaceTexts, type TextKey, type TextsOfGroups } from '@echowatch/remote-kit';

/** The remote's i18n namespace; each page's groups of texts are added to it before the page renders. */
export const NAMESPACE = 'marketing';

/** Parts several pages share: the not-found screen and the calls to action. */
export const commonTexts = defineTexts(NAMESPACE, { vi: () => import('./common/vi'), en: () => import('./common/en') });

/** A blog card (type label, links): the blog lists, the related posts and the home page's latest posts. */
export const blogCardTexts = defineTexts(NAMESPACE, {
  vi: () => import('./blog-card/vi'),
  en: () => import('./blog-card/en'),
});

/** The blog list (/discovery); its search, list and pager also draw the insight list. */
export const blogListTexts = defineTexts(NAMESPACE, {
  vi: () => import('./blog-list/vi'),
  en: () => import('./blog-list/en'),
});

/** The article page (/blog-detail/{slug}). */
export const blogDetailTexts = defineTexts(NAMESPACE, {
  vi: () => import('./blog-detail/vi'),
  en: () => import('./blog-detail/en'),
});

/** The insight list's own banner and heading. */
export const insightTexts = defineTexts(NAMESPACE, {
  vi: () => import('./insight/vi'),
  en: () => import('./insight/en'),
});

/** The home page's first screen: the carousel and its first slide. */
export const homeTexts = defineTexts(NAMESPACE, { vi: () => import('./home/vi'), en: () => import('./home/en') });

/** The home carousel's later slides. */
export const homeSlidesTexts = defineTexts(NAMESPACE, {
  vi: () => import('./home-slides/vi'),
  en: () => import('./home-slides/en'),
});

/** The home page's pricing teaser: a static part, so its texts are loaded on the server alone. */
export const homePricingTexts = defineTexts(NAMESPACE, {
  vi: () => import('./home-pricing/vi'),
  en: () => import('./home-pricing/en'),
});

/** The home page's latest posts, below the pricing teaser. */
export const homeSectionsTexts = defineTexts(NAMESPACE, {
  vi: () => import('./home-sections/vi'),
  en: () => import('./home-sections/en'),
});

/** What the solution and feature pages share. */
export const productTexts = defineTexts(NAMESPACE, {
  vi: () => import('./product/vi'),
  en: () => import('./product/en'),
});

/** The solution pages (/solutions/{slug}). */
export const solutionsTexts = defineTexts(NAMESPACE, {
  vi: () => import('./solutions/vi'),
  en: () => import('./solutions/en'),
});

/** The feature pages (/features/{slug}). */
export const featuresTexts = defineTexts(NAMESPACE, {
  vi: () => import('./features/vi'),
  en: () => import('./features/en'),
});

/**
 * The solution and feature pages' benefits and steps: static parts, so their texts are loaded on the
 * server alone (one group for both kinds: every group is a chunk the remote's runtime names).
 */
export const productDetailsTexts = defineTexts(NAMESPACE, {
  vi: () => import('./product-details/vi'),
  en: () => import('./product-details/en'),
});

/** The FAQ (/faqs). */
export const faqTexts = defineTexts(NAMESPACE, { vi: () => import('./faq/vi'), en: () => import('./faq/en') });

/** What the terms and privacy pages share. */
export const legalTexts = defineTexts(NAMESPACE, { vi: () => import('./legal/vi'), en: () => import('./legal/en') });

/** The terms of use (/terms-of-use). */
export const termsTexts = defineTexts(NAMESPACE, { vi: () => import('./terms/vi'), en: () => import('./terms/en') });

/** The privacy policy (/privacy-policy). */
export const privacyTexts = defineTexts(NAMESPACE, {
  vi: () => import('./privacy/vi'),
  en: () => import('./privacy/en'),
});

/** The newsletter unsubscribe result (/unsubscribe-newsletter). */
export const unsubscribeTexts = defineTexts(NAMESPACE, {
  vi: () => import('./unsubscribe/vi'),
  en: () => import('./unsubscribe/en'),
});

export const allTexts = [
  commonTexts,
  blogCardTexts,
  blogListTexts,
  blogDetailTexts,
  insightTexts,
  homeTexts,
  homeSlidesTexts,
  homePricingTexts,
  homeSectionsTexts,
  productTexts,
  solutionsTexts,
  featuresTexts,
  productDetailsTexts,
  faqTexts,
  legalTexts,
  termsTexts,
  privacyTexts,
  unsubscribeTexts,
] as const;

/** Every text of the remote as one tree: what `useTexts` checks keys against. */
export type MarketingTexts = TextsOfGroups<typeof allTexts>;
/** The key of one text, for parts that are handed a key rather than reading a fixed one. */
export type MarketingTextKey = TextKey<MarketingTexts>;

export const { useTexts, TransText } = namespaceTexts<MarketingTexts>(NAMESPACE);
