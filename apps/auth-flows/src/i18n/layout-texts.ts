/** Texts of the shared auth layout: the support panel and the brand introduction. */
export const layoutTexts = {
  vi: {
    panelTitle: 'Hỗ trợ tài khoản',
    introTitle: 'Về {{brand}}',
    intro:
      '{{brand}} theo dõi các đề cập về tổ chức của bạn trên báo chí, mạng xã hội và diễn đàn, phân tích sắc thái tích cực, trung lập, tiêu cực và gửi cảnh báo ngay khi xuất hiện thông tin bất lợi.',
    supportTitle: 'Cần hỗ trợ?',
    supportText:
      'Đội ngũ {{brand}} luôn sẵn sàng giúp bạn tạo tài khoản, đăng nhập và khôi phục quyền truy cập vào hệ thống.',
    emailLabel: 'Email hỗ trợ',
    hotlineLabel: 'Đường dây nóng',
  },
  en: {
    panelTitle: 'Account support',
    introTitle: 'About {{brand}}',
    intro:
      '{{brand}} follows mentions of your organisation across news sites, social networks and forums, classifies them as positive, neutral or negative, and alerts you as soon as unfavourable coverage appears.',
    supportTitle: 'Need help?',
    supportText: 'The {{brand}} team is here to help you create an account, sign in and recover access to the system.',
    emailLabel: 'Support e-mail',
    hotlineLabel: 'Hotline',
  },
} as const;
