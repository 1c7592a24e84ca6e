import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

export const en: Translation<typeof vi> = {
  user: {
    title: 'Create your member account',
    loading: 'Loading your invitation…',
    invitedBy: '{{admin}} invited you to join {{organization}} on {{brand}}.',
    organization: 'Organization',
    admin: 'Invited by',
    email: 'Email',
    fullName: 'Full name',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Create account',
    submitting: 'Creating your account…',
    failed: 'Create user failed, try again',
    success: 'Your account has been created. Download the {{brand}} app to log in.',
    errors: {
      tooShort: 'Full name must be more than 1 character',
      symbols: 'Full name cannot contain special characters',
      digits: 'Full name cannot be only digits',
    },
  },
};
