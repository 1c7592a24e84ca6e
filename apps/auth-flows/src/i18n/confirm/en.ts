import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

export const en: Translation<typeof vi> = {
  confirm: {
    checking: 'Checking your link…',
    registration: {
      title: 'Account confirmation',
      success: 'Your account {{email}} is confirmed. You can log in and start monitoring your brand right away.',
      failed: 'Registration verification failed, <resend>click here to resend</resend>',
      failedHint: 'The link may have expired or already been used.',
      failedNoLink:
        'Registration verification failed. The confirmation link is incomplete; open the link from your email again or contact support.',
      resending: 'Sending a new confirmation email…',
      resendSubmit: 'Send a new confirmation email',
      resent:
        'If this registration is still waiting for confirmation, a new confirmation email has been sent. Check your inbox and open the link in it; an account already confirmed can simply log in.',
      resendFailed: 'We could not send a new confirmation email. Please try again later or contact support.',
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
  },
};
