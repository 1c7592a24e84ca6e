import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

export const en: Translation<typeof vi> = {
  confirm: {
    appDownload: {
      title: 'Get the {{brand}} app',
      text: 'On your phone, log in with the {{brand}} app to get instant alerts and read your reports wherever you are.',
      ios: 'Download on the App Store',
      android: 'Get it on Google Play',
    },
  },
};
