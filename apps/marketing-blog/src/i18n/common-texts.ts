import type { NamespaceResources } from '@echowatch/remote-kit';

/** Texts of parts several pages share: the not-found screen and the calls to action. */
export const commonTexts: NamespaceResources = {
  vi: {
    common: {
      notFound: {
        message: 'Nội dung không tồn tại',
        backHome: 'Quay về Trang chủ',
      },
      cta: {
        reportService: 'Đăng ký dịch vụ báo cáo',
        register: 'Dùng thử miễn phí 15 ngày',
        packages: 'Xem bảng giá',
      },
      opensInNewWindow: '(mở trong cửa sổ mới)',
    },
  },
  en: {
    common: {
      notFound: {
        message: 'Content does not exist',
        backHome: 'Back to Home page',
      },
      cta: {
        reportService: 'Request the report service',
        register: 'Start your free 15-day trial',
        packages: 'See pricing',
      },
      opensInNewWindow: '(opens in a new window)',
    },
  },
};
