import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of the parts the solution and feature pages share. */
export const en: Translation<typeof vi> = {
  product: {
    solutionEyebrow: 'Solution',
    featureEyebrow: 'Feature',
    benefits: 'Key benefits',
    moreSolutions: 'Other solutions',
    moreFeatures: 'Other features',
    ctaText: 'The {{brand}} team will advise you on the plan and reports that fit your goals.',
  },
};
