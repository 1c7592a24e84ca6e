/** Texts of the invited user's account creation page. */
export const vi = {
  user: {
    title: 'Tạo tài khoản thành viên',
    loading: 'Đang tải lời mời…',
    invitedBy: '{{admin}} đã mời bạn tham gia {{organization}} trên {{brand}}.',
    organization: 'Tổ chức',
    admin: 'Người mời',
    email: 'Email',
    fullName: 'Họ và tên',
    password: 'Mật khẩu',
    confirm: 'Xác nhận mật khẩu',
    submit: 'Tạo tài khoản',
    submitting: 'Đang tạo tài khoản…',
    failed: 'Tạo người dùng thất bại, vui lòng thử lại',
    success: 'Tài khoản của bạn đã được tạo. Hãy tải ứng dụng {{brand}} để đăng nhập.',
    errors: {
      tooShort: 'Họ và tên phải có nhiều hơn 1 ký tự',
      symbols: 'Họ và tên không được chứa ký tự đặc biệt',
      digits: 'Họ và tên không được chỉ gồm chữ số',
    },
  },
};
