import { isApiError } from '@echowatch/api-client';
import { usePageData, useSiteApi } from '@echowatch/remote-kit';

export type TokenCheck =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  /** Unknown, used or expired. */
  | { status: 'invalid' }
  | { status: 'unreachable' };

/**
 * Validates a password-reset token from the URL (validation does not spend it). Only the browser
 * asks: the server renders the checking state.
 */
export function useResetToken(token: string): { check: TokenCheck; retry: () => void } {
  const api = useSiteApi();
  const email = usePageData(`reset-token:${token}`, () => api.validateResetToken(token), { onServer: false });
  const { retry } = email;
  switch (email.status) {
    case 'loading':
      return { check: { status: 'checking' }, retry };
    case 'ready':
      return { check: { status: 'valid', email: email.value }, retry };
    case 'failed':
      return { check: { status: isApiError(email.error) ? 'invalid' : 'unreachable' }, retry };
  }
}
