import type { LegalOutlineEntry } from '../legal-parts/use-legal-text';
import type { MarketingTexts } from '../../i18n/texts';

/** When the terms text below last changed; shown on the page. */
export const TERMS_UPDATED_ON = '2026-10-01';

/** The ten sections in their fixed order; ids are the anchors and never change with the language. */
export const TERMS_OUTLINE: readonly LegalOutlineEntry<keyof MarketingTexts['terms']['sections']>[] = [
  { id: 'accept-terms', key: 'acceptTerms' },
  { id: 'website-availability', key: 'websiteAvailability' },
  { id: 'service-description', key: 'serviceDescription' },
  { id: 'mobile-app', key: 'mobileApp' },
  { id: 'payment-and-package-changes', key: 'paymentAndPackages' },
  { id: 'intellectual-property', key: 'intellectualProperty' },
  { id: 'sign-up', key: 'signUp' },
  { id: 'use-of-service', key: 'useOfService' },
  { id: 'data-security', key: 'dataSecurity' },
  { id: 'cancellation', key: 'cancellation' },
];
