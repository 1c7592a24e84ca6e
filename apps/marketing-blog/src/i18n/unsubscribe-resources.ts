import type { NamespaceResources } from '@echowatch/remote-kit';

// The newsletter unsubscribe result page. Type keys follow the `type` query parameter (1, 2, 3).
export const unsubscribeVi = {
  heading: 'Yêu cầu ngừng nhận',
  headingWithType: 'Yêu cầu ngừng nhận {{type}}',
  types: {
    industryNewsletter: 'bản tin ngành',
    industryReport: 'báo cáo ngành',
    marketReport: 'báo cáo thị trường',
  },
  industryLabel: 'Ngành:',
  loadingIndustry: 'Đang tải thông tin ngành…',
  success: {
    title: 'Hủy đăng ký thành công',
    text: 'Bạn đã ngừng nhận email này thành công. Chúng tôi sẽ không gửi email này đến địa chỉ của bạn nữa.',
    resubscribe: 'Để nhận lại email, vui lòng gọi đến số điện thoại liên hệ <phone>{{hotline}}</phone>.',
  },
  failure: {
    title: 'Hủy đăng ký không thành công',
    text: 'Yêu cầu ngừng nhận email của bạn chưa được thực hiện. Đường dẫn có thể đã hết hạn hoặc hệ thống gặp sự cố.',
    contact:
      'Vui lòng liên hệ hotline <phone>{{hotline}}</phone> hoặc email <mail>{{email}}</mail> để được hỗ trợ ngừng nhận email.',
  },
  backHome: 'Về trang chủ',
};

export const unsubscribeEn = {
  heading: 'Request to Stop Receiving',
  headingWithType: 'Request to Stop Receiving {{type}}',
  types: {
    industryNewsletter: 'Industry Newsletter',
    industryReport: 'Industry Report',
    marketReport: 'Market Report',
  },
  industryLabel: 'Industry:',
  loadingIndustry: 'Loading industry details…',
  success: {
    title: 'Unsubscribed successfully',
    text: 'You have successfully unsubscribed. We will no longer send these e-mails to your address.',
    resubscribe: 'To receive these e-mails again, please call our contact number <phone>{{hotline}}</phone>.',
  },
  failure: {
    title: 'Unsubscribe unsuccessful',
    text: 'Your request to stop receiving these e-mails could not be completed. The link may have expired or the system ran into a problem.',
    contact:
      'Please contact our hotline <phone>{{hotline}}</phone> or e-mail <mail>{{email}}</mail> and we will stop the e-mails for you.',
  },
  backHome: 'Back to Home page',
};

export const unsubscribeTexts: NamespaceResources = {
  vi: { unsubscribe: unsubscribeVi },
  en: { unsubscribe: unsubscribeEn },
};
