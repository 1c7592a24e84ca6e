/** Texts of the shared auth layout: the support panel and the brand introduction. */
export const vi = {
  layout: {
    panelTitle: 'Hỗ trợ tài khoản',
    introTitle: 'Về {{brand}}',
    intro:
      '{{brand}} theo dõi các đề cập về tổ chức của bạn trên báo chí, mạng xã hội và diễn đàn, phân tích sắc thái tích cực, trung lập, tiêu cực và gửi cảnh báo ngay khi xuất hiện thông tin bất lợi.',
    supportTitle: 'Cần hỗ trợ?',
    supportText:
      'Đội ngũ {{brand}} luôn sẵn sàng giúp bạn tạo tài khoản, đăng nhập và khôi phục quyền truy cập vào hệ thống.',
    emailLabel: 'Email hỗ trợ',
    hotlineLabel: 'Đường dây nóng',
    needsScript: 'Trang này cần JavaScript: các biểu mẫu kiểm tra thông tin và mã xác minh (captcha) ngay trên trình duyệt. Hãy bật JavaScript rồi tải lại trang.',
  },
};
