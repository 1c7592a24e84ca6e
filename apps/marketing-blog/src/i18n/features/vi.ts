import type { ProductKind, ProductSlug } from '@echowatch/contracts';

// One page of text per slug of the contract: a slug without its page fails the type-check.
type PageTexts<K extends ProductKind> = Record<ProductSlug<K>, unknown>;

/** Vietnamese texts of the three feature pages, by slug. */
export const vi = {
  features: {
    'collecting-data': {
      name: 'Thu thập dữ liệu',
      title: 'Thu thập dữ liệu từ mọi nơi khách hàng lên tiếng',
      lead: 'Báo chí, mạng xã hội, diễn đàn, blog và video: EchoWatch thu thập đề cập liên tục, kể cả tiếng Việt không dấu và tiếng lóng.',
      ctaTitle: 'Xem dữ liệu về thương hiệu của bạn',
    },
    'data-analysis': {
      name: 'Phân tích dữ liệu',
      title: 'Phân tích dữ liệu để hiểu điều khách hàng thật sự nghĩ',
      lead: 'Sắc thái, chủ đề, nguồn lan truyền và nhân khẩu học trên cùng một bảng điều khiển, để con số trở thành quyết định.',
      ctaTitle: 'Biến dữ liệu thảo luận thành quyết định',
    },
    'alert-report': {
      name: 'Cảnh báo và báo cáo',
      title: 'Cảnh báo tức thì và báo cáo tự động',
      lead: 'Nhận cảnh báo khi tin tiêu cực tăng đột biến và nhận báo cáo định kỳ mà không phải tự tổng hợp số liệu.',
      ctaTitle: 'Đừng để khủng hoảng bất ngờ tìm đến bạn',
    },
  } satisfies PageTexts<'features'>,
};
