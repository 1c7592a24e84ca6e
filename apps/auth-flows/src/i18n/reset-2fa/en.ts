import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

export const en: Translation<typeof vi> = {
  reset2fa: {
    title: 'Reset two-factor authenticator',
    loading: 'Preparing your QR code…',
    unreachable: 'The QR code could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    qrAlt: 'QR code that adds {{brand}} to your authenticator app',
    stepsTitle: 'How to pair your new authenticator',
    steps: {
      install: 'Install an authenticator app such as Google Authenticator or Microsoft Authenticator on your phone.',
      add: 'Open the app and choose to add a new account.',
      scan: 'Scan the QR code shown on this page.',
      read: 'The app shows a 6-digit code for {{brand}} that changes every 30 seconds.',
      enter: 'Enter the current code below and select Confirm.',
    },
    code: 'Authentication code',
    cancel: 'Cancel',
    confirm: 'Confirm',
    confirming: 'Confirming…',
    done: 'Your authenticator has been reset.',
    redirect: 'Going to the login page in {{count}} s',
    loginNow: 'Log in now',
  },
};
