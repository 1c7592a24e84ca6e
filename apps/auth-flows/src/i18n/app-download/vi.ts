/**
 * The app-download prompt shown on phones, where sign-in happens in the app, and after an account
 * is confirmed or created; its keys stay under `confirm.appDownload`, where the panel reads them.
 */
export const vi = {
  confirm: {
    appDownload: {
      title: 'Tải ứng dụng {{brand}}',
      text: 'Trên điện thoại, hãy đăng nhập bằng ứng dụng {{brand}} để nhận cảnh báo tức thì và xem báo cáo mọi lúc, mọi nơi.',
      ios: 'Tải trên App Store',
      android: 'Tải trên Google Play',
    },
  },
};
