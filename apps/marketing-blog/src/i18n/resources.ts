import type { NamespaceResources } from '@echowatch/remote-kit';
import { privacyEn } from './privacy-en';
import { privacyVi } from './privacy-vi';
import { termsEn } from './terms-en';
import { termsVi } from './terms-vi';
import { unsubscribeEn, unsubscribeVi } from './unsubscribe-resources';

export const NAMESPACE = 'marketing';

// Shared by the terms and privacy pages.
const legalVi = {
  contents: 'Mục lục',
  updated: 'Cập nhật lần cuối:',
};

const legalEn = {
  contents: 'Contents',
  updated: 'Last updated:',
};

export const resources: NamespaceResources = {
  vi: { legal: legalVi, terms: termsVi, privacy: privacyVi, unsubscribe: unsubscribeVi },
  en: { legal: legalEn, terms: termsEn, privacy: privacyEn, unsubscribe: unsubscribeEn },
};
