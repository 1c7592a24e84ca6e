/** Texts of the account confirmation and organization invitation result pages. */
export const vi = {
  confirm: {
    checking: 'Đang kiểm tra liên kết của bạn…',
    registration: {
      title: 'Xác nhận tài khoản',
      success: 'Tài khoản {{email}} đã được xác nhận. Bạn có thể đăng nhập và bắt đầu theo dõi thương hiệu ngay bây giờ.',
      failed: 'Xác minh đăng ký không thành công, <resend>nhấn vào đây để gửi lại</resend>',
      failedHint: 'Liên kết có thể đã hết hạn hoặc đã được sử dụng.',
      failedNoLink:
        'Xác minh đăng ký không thành công. Liên kết xác nhận không đầy đủ, vui lòng mở lại liên kết trong email hoặc liên hệ bộ phận hỗ trợ.',
      resending: 'Đang gửi lại email xác nhận…',
      resendSubmit: 'Gửi email xác nhận mới',
      resent:
        'Nếu đăng ký này vẫn đang chờ xác nhận, email xác nhận mới đã được gửi. Vui lòng kiểm tra hộp thư và mở liên kết trong email; tài khoản đã được xác nhận có thể đăng nhập ngay.',
      resendFailed: 'Không thể gửi lại email xác nhận. Vui lòng thử lại sau hoặc liên hệ bộ phận hỗ trợ.',
    },
    invitation: {
      title: 'Lời mời tham gia tổ chức',
      success: 'Bạn đã tham gia tổ chức {{organization}} với tài khoản {{email}}.',
      successNoName: 'Bạn đã tham gia tổ chức với tài khoản {{email}}.',
      invalid: 'Lời mời tham gia tổ chức mà bạn nhận được không còn hiệu lực',
      invalidHint: 'Vui lòng liên hệ quản trị viên của tổ chức để nhận lời mời mới.',
    },
    unreachable: 'Không thể kiểm tra liên kết lúc này. Vui lòng kiểm tra kết nối mạng và thử lại.',
    retry: 'Thử lại',
    loginNow: 'ĐĂNG NHẬP NGAY',
  },
};
