import { defineTexts, namespaceTexts, type TextKey, type TextsOfGroups } from '@echowatch/remote-kit';

/** The remote's i18n namespace; each page's group of texts is added to it before the page renders. */
export const NAMESPACE = 'pricing';

/** The pricing page (/packages). */
export const packagesTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-packages',
  vi: () => import(/* webpackChunkName: "texts-packages-vi" */ './packages/vi'),
  en: () => import(/* webpackChunkName: "texts-packages-en" */ './packages/en'),
});

/** The report-service page (/reporting-service), its contact form included. */
export const reportingServiceTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-reporting-service',
  vi: () => import(/* webpackChunkName: "texts-reporting-service-vi" */ './reporting-service/vi'),
  en: () => import(/* webpackChunkName: "texts-reporting-service-en" */ './reporting-service/en'),
});

export const allTexts = [packagesTexts, reportingServiceTexts] as const;

/** Every text of the remote as one tree: what `useTexts` checks keys against. */
export type PricingTexts = TextsOfGroups<typeof allTexts>;
/** The key of one text, for parts that are handed a key rather than reading a fixed one. */
export type PricingTextKey = TextKey<PricingTexts>;

export const { useTexts } = namespaceTexts<PricingTexts>(NAMESPACE);
