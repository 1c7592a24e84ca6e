import { appDownloadTexts } from './app-download-texts';

/** Texts of the account confirmation and organisation invitation result pages. */
export const confirmTexts = {
  vi: {
    checking: 'Đang kiểm tra liên kết của bạn…',
    registration: {
      title: 'Xác nhận tài khoản',
      success: 'Tài khoản {{email}} đã được xác nhận. Bạn có thể đăng nhập và bắt đầu theo dõi thương hiệu ngay bây giờ.',
      failed: 'Xác minh đăng ký không thành công, <resend>nhấn vào đây để gửi lại</resend>',
      failedHint: 'Liên kết có thể đã hết hạn hoặc đã được sử dụng.',
      failedNoLink:
        'Xác minh đăng ký không thành công. Liên kết xác nhận không đầy đủ, vui lòng mở lại liên kết trong email hoặc liên hệ bộ phận hỗ trợ.',
      resending: 'Đang gửi lại email xác nhận…',
      resent: 'Email xác nhận mới đã được gửi. Vui lòng kiểm tra hộp thư và mở liên kết trong email.',
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
    appDownload: appDownloadTexts.vi,
  },
  en: {
    checking: 'Checking your link…',
    registration: {
      title: 'Account confirmation',
      success: 'Your account {{email}} is confirmed. You can sign in and start monitoring your brand right away.',
      failed: 'Registration verification failed, <resend>click here to resend</resend>',
      failedHint: 'The link may have expired or already been used.',
      failedNoLink:
        'Registration verification failed. The confirmation link is incomplete; open the link from your e-mail again or contact support.',
      resending: 'Sending a new confirmation e-mail…',
      resent: 'A new confirmation e-mail has been sent. Check your inbox and open the link in it.',
      resendFailed: 'We could not send a new confirmation e-mail. Please try again later or contact support.',
    },
    invitation: {
      title: 'Invitation to join an organization',
      success: 'You have joined {{organization}} with the account {{email}}.',
      successNoName: 'You have joined the organization with the account {{email}}.',
      invalid: 'The invitation to join the organization you received is no longer valid',
      invalidHint: "Ask your organization's administrator to send you a new invitation.",
    },
    unreachable: 'We could not check the link right now. Check your connection and try again.',
    retry: 'Try again',
    loginNow: 'LOG IN NOW',
    appDownload: appDownloadTexts.en,
  },
} as const;
