import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

export const en: Translation<typeof vi> = {
  form: {
    required: 'Please enter {{field}}',
    onlySpaces: '{{field}} cannot include only spaces',
    tooLong: '{{field}} must be at most 100 characters',
    emailFormat: 'Please enter the correct email format',
    showPassword: 'Show {{field}}',
    passwordRule:
      'Password must be at least 8 characters, must include lowercase letters, uppercase letters, numbers and special characters',
    passwordHint: 'Special characters allowed: * & ^ % ! @ #',
    notMatchRetype: 'The confirmation password does not match',
    otpHint: 'Enter all 6 digits.',
    network: 'We could not reach {{brand}}. Check your connection and try again.',
    backToLogin: 'Back to login',
    countdown: 'Moving on in {{count}} s',
    requiredNote: 'Fields marked * are required.',
  },
  captcha: {
    label: "I'm not a robot",
    region: 'Captcha check',
    verifying: 'Checking…',
    verified: 'Verified',
    failed: 'The captcha could not be checked. Please tick the box again.',
    loadFailed: 'The captcha could not load. Check your connection, then reload the page.',
    required: 'Please confirm that you are not a robot',
    again: 'Please complete the captcha again',
  },
  codes: {
    rateLimited: 'Rate limited',
    invalidOtp: 'Invalid OTP code',
    sessionExpired: 'Login session expired',
    invalidSecret: 'Invalid secret key',
    unexpected: 'Unexpected error',
    badCredentials: 'Login details are incorrect or the account has been locked',
    confirmRateLimited: 'Confirm rate limited',
    resendRateLimited: 'Resend rate limited',
  },
};
