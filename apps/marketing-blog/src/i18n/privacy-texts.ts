import type { NamespaceResources } from '@echowatch/remote-kit';
import { legalEn, legalVi } from './legal-texts';
import { privacyEn } from './privacy-en';
import { privacyVi } from './privacy-vi';

export const privacyTexts: NamespaceResources = {
  vi: { legal: legalVi, privacy: privacyVi },
  en: { legal: legalEn, privacy: privacyEn },
};
