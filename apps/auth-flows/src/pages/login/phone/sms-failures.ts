import type { AuthTextKey } from '../../../i18n/texts';

/** The three phone sign-in messages (docs/product-rules.md, R-AUTH-4), by the SMS provider's (Firebase) error code. */
export function smsFailureKey(error: unknown): AuthTextKey {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case 'auth/invalid-verification-code':
    case 'auth/missing-verification-code':
      return 'login.phone.wrongCode';
    case 'auth/too-many-requests':
      return 'login.phone.locked';
    default:
      return 'login.phone.failed';
  }
}
