/** Vietnamese texts of parts several pages share: the not-found screen, the calls to action, the breadcrumbs. */
export const vi = {
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
    breadcrumb: {
      label: 'Đường dẫn',
      home: 'Trang chủ',
      blog: 'Blog',
    },
  },
};
