import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

export const en: Translation<typeof vi> = {
  forgot: {
    title: 'Forgot password',
    intro: 'Enter the email of your account and we will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send',
    sending: 'Sending…',
    locked: 'Login details are incorrect or the account has been locked',
    mailSent: {
      title: 'Please check your email',
      text: 'If {{email}} is registered with {{brand}}, a link to reset the password is on its way. The link works once and expires.',
      resendPrompt: "Didn't get the email?",
      resend: 'Resend',
      resendSubmit: 'Resend the email',
      resent: 'A new email has been sent.',
    },
    newPassword: {
      title: 'Set a new password',
      checking: 'Checking your link…',
      account: 'Account: {{email}}',
      password: 'New password',
      confirm: 'Confirm new password',
      submit: 'Save password',
      submitting: 'Saving…',
      invalidTitle: 'This link no longer works',
      invalid: 'The password reset link is invalid or has expired.',
      requestNew: 'Request a new link',
      retry: 'Try again',
    },
    otp: {
      title: 'Reset two-factor authentication',
      intro: 'Confirm your email and password and we will send you a link to pair a new authenticator app.',
      email: 'Email',
      password: 'Password',
      mailSent: 'A link to reset two-factor authentication has been sent to {{email}}. Open the email and follow its steps.',
      loginAction: 'Login',
      returning: 'Going to the login page in {{count}} s',
    },
  },
};
