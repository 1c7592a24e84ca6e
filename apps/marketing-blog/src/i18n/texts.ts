import { defineTexts, namespaceTexts, type TextKey, type TextsOfGroups } from '@echowatch/remote-kit';

/** The remote's i18n namespace; each page's groups of texts are added to it before the page renders. */
export const NAMESPACE = 'marketing';

/** Parts several pages share: the not-found screen and the calls to action. */
export const commonTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-common',
  vi: () => import(/* webpackChunkName: "texts-common-vi" */ './common/vi'),
  en: () => import(/* webpackChunkName: "texts-common-en" */ './common/en'),
});

/** A blog card (type label, links): the blog lists, the related posts and the home page's latest posts. */
export const blogCardTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-blog-card',
  vi: () => import(/* webpackChunkName: "texts-blog-card-vi" */ './blog-card/vi'),
  en: () => import(/* webpackChunkName: "texts-blog-card-en" */ './blog-card/en'),
});

/** The blog list (/discovery); its search, list and pager also draw the insight list. */
export const blogListTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-blog-list',
  vi: () => import(/* webpackChunkName: "texts-blog-list-vi" */ './blog-list/vi'),
  en: () => import(/* webpackChunkName: "texts-blog-list-en" */ './blog-list/en'),
});

/** The article page (/blog-detail/{slug}). */
export const blogDetailTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-blog-detail',
  vi: () => import(/* webpackChunkName: "texts-blog-detail-vi" */ './blog-detail/vi'),
  en: () => import(/* webpackChunkName: "texts-blog-detail-en" */ './blog-detail/en'),
});

/** The insight list's own banner and heading. */
export const insightTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-insight',
  vi: () => import(/* webpackChunkName: "texts-insight-vi" */ './insight/vi'),
  en: () => import(/* webpackChunkName: "texts-insight-en" */ './insight/en'),
});

/** The home page's first screen: the carousel and its first slide. */
export const homeTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-home',
  vi: () => import(/* webpackChunkName: "texts-home-vi" */ './home/vi'),
  en: () => import(/* webpackChunkName: "texts-home-en" */ './home/en'),
});

/** The home carousel's later slides. */
export const homeSlidesTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-home-slides',
  vi: () => import(/* webpackChunkName: "texts-home-slides-vi" */ './home-slides/vi'),
  en: () => import(/* webpackChunkName: "texts-home-slides-en" */ './home-slides/en'),
});

/**
 * The home page's pricing teaser: a static part, so its texts are loaded on the server alone. Not a
 * named chunk: no page names static texts in its head, a hydrating browser never needs them.
 */
export const homePricingTexts = defineTexts(NAMESPACE, {
  vi: () => import('./home-pricing/vi'),
  en: () => import('./home-pricing/en'),
});

/** The home page's latest posts, below the pricing teaser. */
export const homeSectionsTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-home-sections',
  vi: () => import(/* webpackChunkName: "texts-home-sections-vi" */ './home-sections/vi'),
  en: () => import(/* webpackChunkName: "texts-home-sections-en" */ './home-sections/en'),
});

/** What the solution and feature pages share. */
export const productTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-product',
  vi: () => import(/* webpackChunkName: "texts-product-vi" */ './product/vi'),
  en: () => import(/* webpackChunkName: "texts-product-en" */ './product/en'),
});

/** The solution pages (/solutions/{slug}). */
export const solutionsTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-solutions',
  vi: () => import(/* webpackChunkName: "texts-solutions-vi" */ './solutions/vi'),
  en: () => import(/* webpackChunkName: "texts-solutions-en" */ './solutions/en'),
});

/** The feature pages (/features/{slug}). */
export const featuresTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-features',
  vi: () => import(/* webpackChunkName: "texts-features-vi" */ './features/vi'),
  en: () => import(/* webpackChunkName: "texts-features-en" */ './features/en'),
});

/**
 * The solution and feature pages' benefits and steps: static parts, so their texts are loaded on the
 * server alone (one group for both kinds: every group is a chunk the remote's runtime names). Not
 * a named chunk, as the teaser's.
 */
export const productDetailsTexts = defineTexts(NAMESPACE, {
  vi: () => import('./product-details/vi'),
  en: () => import('./product-details/en'),
});

/** The FAQ (/faqs). */
export const faqTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-faq',
  vi: () => import(/* webpackChunkName: "texts-faq-vi" */ './faq/vi'),
  en: () => import(/* webpackChunkName: "texts-faq-en" */ './faq/en'),
});

/** What the terms and privacy pages share. */
export const legalTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-legal',
  vi: () => import(/* webpackChunkName: "texts-legal-vi" */ './legal/vi'),
  en: () => import(/* webpackChunkName: "texts-legal-en" */ './legal/en'),
});

/** The terms of use (/terms-of-use). */
export const termsTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-terms',
  vi: () => import(/* webpackChunkName: "texts-terms-vi" */ './terms/vi'),
  en: () => import(/* webpackChunkName: "texts-terms-en" */ './terms/en'),
});

/** The privacy policy (/privacy-policy). */
export const privacyTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-privacy',
  vi: () => import(/* webpackChunkName: "texts-privacy-vi" */ './privacy/vi'),
  en: () => import(/* webpackChunkName: "texts-privacy-en" */ './privacy/en'),
});

/** The newsletter unsubscribe result (/unsubscribe-newsletter). */
export const unsubscribeTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-unsubscribe',
  vi: () => import(/* webpackChunkName: "texts-unsubscribe-vi" */ './unsubscribe/vi'),
  en: () => import(/* webpackChunkName: "texts-unsubscribe-en" */ './unsubscribe/en'),
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

export const { useTexts, textsIn } = namespaceTexts<MarketingTexts>(NAMESPACE);
