/** Texts of the page that pairs a new authenticator app from a 2FA-reset link. */
export const vi = {
  reset2fa: {
    title: 'Đặt lại ứng dụng xác thực',
    loading: 'Đang chuẩn bị mã QR…',
    unreachable: 'Không tải được mã QR. Vui lòng kiểm tra kết nối mạng và thử lại.',
    retry: 'Thử lại',
    qrAlt: 'Mã QR để thêm {{brand}} vào ứng dụng xác thực',
    stepsTitle: 'Cách liên kết ứng dụng xác thực mới',
    steps: {
      install: 'Cài một ứng dụng xác thực như Google Authenticator hoặc Microsoft Authenticator trên điện thoại.',
      add: 'Mở ứng dụng và chọn thêm tài khoản mới.',
      scan: 'Quét mã QR hiển thị trên trang này.',
      read: 'Ứng dụng hiển thị mã 6 chữ số cho {{brand}}, mã thay đổi sau mỗi 30 giây.',
      enter: 'Nhập mã hiện tại vào ô bên dưới và chọn Xác nhận.',
    },
    code: 'Mã xác thực',
    cancel: 'Huỷ',
    confirm: 'Xác nhận',
    confirming: 'Đang xác nhận…',
    done: 'Ứng dụng xác thực của bạn đã được đặt lại.',
    redirect: 'Chuyển tới trang đăng nhập sau {{count}} giây',
    loginNow: 'Đăng nhập ngay',
  },
};
