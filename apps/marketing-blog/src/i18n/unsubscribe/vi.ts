/** Vietnamese texts of the newsletter unsubscribe result page. Type keys follow the `type` query parameter (1, 2, 3). */
export const vi = {
  unsubscribe: {
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
  },
};
