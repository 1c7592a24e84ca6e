import { defineTexts, namespaceTexts, type TextKey, type TextsOfGroups } from '@echowatch/remote-kit';

/** The remote's i18n namespace; each page's group of texts is added to it before the page renders. */
export const NAMESPACE = 'pricing';

/** The pricing page (/packages). */
export const packagesTexts = defineTexts(NAMESPACE, { vi: () => import('./packages/vi'), en: () => import('./packages/en') });

/** The report-service page (/reporting-service), its contact form included. */
export const reportingServiceTexts = defineTexts(NAMESPACE, {
  vi: () => import('./reporting-service/vi'),
  en: () => import('./reporting-service/en'),
});

export const allTexts = [packagesTexts, reportingServiceTexts] as const;

/** Every text of the remote as one tree: what `useTexts` checks keys against. */
export type PricingTexts = TextsOfGroups<typeof allTexts>;
/** The key of one text, for parts that are handed a key rather than reading a fixed one. */
export type PricingTextKey = TextKey<PricingTexts>;

export const { useTexts, TransText } = namespaceTexts<PricingTexts>(NAMESPACE);
