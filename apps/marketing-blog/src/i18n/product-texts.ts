import type { NamespaceResources } from '@echowatch/remote-kit';

/** Texts shared by the solution and feature pages. */
export const productTexts: NamespaceResources = {
  vi: {
    product: {
      solutionEyebrow: 'Giải pháp',
      featureEyebrow: 'Tính năng',
      benefits: 'Lợi ích chính',
      moreSolutions: 'Các giải pháp khác',
      moreFeatures: 'Các tính năng khác',
      ctaText: 'Đội ngũ {{brand}} sẽ tư vấn gói dịch vụ và báo cáo phù hợp với mục tiêu của bạn.',
    },
  },
  en: {
    product: {
      solutionEyebrow: 'Solution',
      featureEyebrow: 'Feature',
      benefits: 'Key benefits',
      moreSolutions: 'Other solutions',
      moreFeatures: 'Other features',
      ctaText: 'The {{brand}} team will advise you on the plan and reports that fit your goals.',
    },
  },
};
