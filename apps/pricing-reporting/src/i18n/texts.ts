import { defineTexts, namespaceTexts, type TextsOfGroups } from '@echowatch/remote-kit';

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

export const { useTexts, TransText } = namespaceTexts<TextsOfGroups<typeof allTexts>>(NAMESPACE);
