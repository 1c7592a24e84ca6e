/**
 * Vietnamese texts of the home page below the first screen: pricing teaser and latest posts. The
 * teaser's prices, limits and currency come from the pricing catalogue; these texts hold only the
 * words around them.
 */
export const vi = {
  home: {
    pricing: {
      title: 'Bảng giá rõ ràng cho mọi quy mô',
      text: 'Các gói dịch vụ cho doanh nghiệp, cơ quan nhà nước và agency, trả theo tháng.',
      perMonth: '{{price}}/tháng',
      mentions: '{{amount}} đề cập mỗi tháng',
      accounts_one: '{{count}} tài khoản',
      accounts_other: '{{count}} tài khoản',
      trial: 'Dùng thử miễn phí {{days}} ngày với {{items}} dữ liệu, không cần thẻ thanh toán.',
      cta: 'Xem bảng giá chi tiết',
    },
    latest: {
      title: 'Bài viết mới nhất',
      loading: 'Đang tải bài viết mới…',
      failed: 'Chưa tải được bài viết mới. Vui lòng thử lại.',
      retry: 'Thử lại',
      all: 'Xem tất cả bài viết',
    },
  },
};
