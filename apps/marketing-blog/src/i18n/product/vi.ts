/** Vietnamese texts of the parts the solution and feature pages share. */
export const vi = {
  product: {
    solutionEyebrow: 'Giải pháp',
    featureEyebrow: 'Tính năng',
    benefits: 'Lợi ích chính',
    moreSolutions: 'Các giải pháp khác',
    moreFeatures: 'Các tính năng khác',
    ctaText: 'Đội ngũ {{brand}} sẽ tư vấn gói dịch vụ và báo cáo phù hợp với mục tiêu của bạn.',
  },
};
