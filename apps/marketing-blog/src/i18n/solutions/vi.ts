import type { ProductKind, ProductSlug } from '@echowatch/contracts';

// One page of text per slug of the contract: a slug without its page fails the type-check.
type PageTexts<K extends ProductKind> = Record<ProductSlug<K>, unknown>;

/** Vietnamese texts of the three solution pages, by slug. */
export const vi = {
  solutions: {
    'brand-health-measurement': {
      name: 'Đo lường sức khỏe thương hiệu',
      title: 'Đo lường sức khỏe thương hiệu bằng dữ liệu thảo luận thật',
      lead: 'Biết khách hàng đang nói gì, cảm thấy thế nào và so sánh bạn với ai, cập nhật mỗi ngày thay vì chờ khảo sát mỗi quý.',
      ctaTitle: 'Bắt đầu đo sức khỏe thương hiệu của bạn',
    },
    'campaign-performance-tracking': {
      name: 'Theo dõi hiệu quả chiến dịch',
      title: 'Theo dõi hiệu quả chiến dịch theo thời gian thực',
      lead: 'Biết chiến dịch được đón nhận ra sao ngay trong những ngày đầu, để điều chỉnh thông điệp và ngân sách khi vẫn còn kịp.',
      ctaTitle: 'Đo hiệu quả chiến dịch tiếp theo của bạn',
    },
    'customer-care': {
      name: 'Chăm sóc khách hàng',
      title: 'Chăm sóc khách hàng từ những gì họ nói trên mạng',
      lead: 'Tìm thấy khách hàng đang phàn nàn ở hội nhóm, dưới bài báo hay trên trang cá nhân, và phản hồi trước khi họ rời bỏ thương hiệu.',
      ctaTitle: 'Lắng nghe khách hàng ở mọi nơi họ lên tiếng',
    },
  } satisfies PageTexts<'solutions'>,
};
