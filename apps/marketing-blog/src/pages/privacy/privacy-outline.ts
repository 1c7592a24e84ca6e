import type { LegalOutlineEntry } from '../legal-parts/use-legal-text';
import type { MarketingTexts } from '../../i18n/texts';

/** When the policy text last changed; shown on the page. */
export const PRIVACY_UPDATED_ON = '2026-10-01';

/** The four sections in their fixed order; ids are the anchors and never change with the language. */
export const PRIVACY_OUTLINE: readonly LegalOutlineEntry<keyof MarketingTexts['privacy']['sections']>[] = [
  { id: 'use-of-information', key: 'useOfInformation' },
  { id: 'information-collected', key: 'informationCollected' },
  { id: 'cookies', key: 'cookies' },
  { id: 'sharing-with-others', key: 'sharingWithOthers' },
];
