/**
 * Vietnamese texts of the home page's pricing teaser, a static part: the browser
 * loads them only when it draws the teaser itself (client navigation).
 * Its prices, limits and currency come from the pricing catalog; these texts hold only the words
 * around them.
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
  },
};
