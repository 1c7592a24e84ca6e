import type { NamespaceResources } from '@echowatch/remote-kit';
import { legalEn, legalVi } from './legal-texts';
import { termsEn } from './terms-en';
import { termsVi } from './terms-vi';

export const termsTexts: NamespaceResources = {
  vi: { legal: legalVi, terms: termsVi },
  en: { legal: legalEn, terms: termsEn },
};
