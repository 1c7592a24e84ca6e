/** Texts every sign-in, registration and recovery form shares: field rules, captcha, answer codes. */
export const vi = {
  form: {
    required: 'Vui lòng nhập {{field}}',
    onlySpaces: '{{field}} không được chỉ chứa khoảng trắng',
    tooLong: '{{field}} không được vượt quá 100 ký tự',
    emailFormat: 'Vui lòng nhập đúng định dạng email',
    showPassword: 'Hiện {{field}}',
    passwordRule:
      'Mật khẩu phải có ít nhất 8 ký tự, bao gồm chữ thường, chữ hoa, chữ số và ký tự đặc biệt',
    passwordHint: 'Ký tự đặc biệt được phép: * & ^ % ! @ #',
    notMatchRetype: 'Mật khẩu xác nhận không khớp',
    otpHint: 'Nhập đủ 6 chữ số.',
    network: 'Không thể kết nối tới {{brand}}. Vui lòng kiểm tra kết nối mạng và thử lại.',
    backToLogin: 'Quay lại đăng nhập',
    countdown: 'Tự động chuyển sau {{count}} giây',
    requiredNote: 'Các trường có dấu * là bắt buộc.',
  },
  captcha: {
    label: 'Tôi không phải là người máy',
    region: 'Xác minh captcha',
    verifying: 'Đang xác minh…',
    verified: 'Đã xác minh',
    failed: 'Không thể xác minh captcha. Vui lòng đánh dấu lại ô xác minh.',
    loadFailed: 'Không tải được captcha. Vui lòng kiểm tra kết nối mạng rồi tải lại trang.',
    required: 'Vui lòng xác nhận bạn không phải là người máy',
    again: 'Vui lòng xác minh captcha lại',
  },
  codes: {
    rateLimited: 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau',
    invalidOtp: 'Mã OTP không hợp lệ',
    sessionExpired: 'Phiên đăng nhập đã hết hạn',
    invalidSecret: 'Khóa bí mật không hợp lệ',
    unexpected: 'Đã xảy ra lỗi không mong muốn',
    badCredentials: 'Thông tin đăng nhập không chính xác hoặc tài khoản đã bị khóa',
    confirmRateLimited: 'Bạn đã xác nhận sai quá nhiều lần, vui lòng thử lại sau',
    resendRateLimited: 'Bạn đã yêu cầu gửi lại quá nhiều lần, vui lòng thử lại sau',
  },
};
