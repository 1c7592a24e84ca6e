/** The app-download prompt shown on phones, where sign-in happens in the app. */
export const appDownloadTexts = {
  vi: {
    title: 'Tải ứng dụng {{brand}}',
    text: 'Trên điện thoại, hãy đăng nhập bằng ứng dụng {{brand}} để nhận cảnh báo tức thì và xem báo cáo mọi lúc, mọi nơi.',
    ios: 'Tải trên App Store',
    android: 'Tải trên Google Play',
  },
  en: {
    title: 'Get the {{brand}} app',
    text: 'On your phone, sign in with the {{brand}} app to get instant alerts and read your reports wherever you are.',
    ios: 'Download on the App Store',
    android: 'Get it on Google Play',
  },
} as const;
