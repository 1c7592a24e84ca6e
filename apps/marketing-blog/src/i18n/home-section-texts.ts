import type { NamespaceResources } from '@echowatch/remote-kit';

/**
 * Texts of the home page below the first screen: pricing teaser and latest posts. The teaser's prices,
 * limits and currency come from the pricing catalogue; these texts hold only the words around them.
 */
export const homeSectionTexts: NamespaceResources = {
  vi: {
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
  },
  en: {
    home: {
      pricing: {
        title: 'Clear pricing for every size of team',
        text: 'Plans for businesses, government bodies and agencies, paid monthly.',
        perMonth: '{{price}}/month',
        mentions: '{{amount}} mentions a month',
        accounts_one: '{{count}} account',
        accounts_other: '{{count}} accounts',
        trial: 'Free {{days}}-day trial with {{items}} data items, no payment card needed.',
        cta: 'See full pricing',
      },
      latest: {
        title: 'Latest articles',
        loading: 'Loading the latest articles…',
        failed: 'The latest articles could not be loaded. Please try again.',
        retry: 'Try again',
        all: 'See all articles',
      },
    },
  },
};
