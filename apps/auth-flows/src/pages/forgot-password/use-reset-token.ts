import { useSiteApi } from '@echowatch/remote-kit';
import { useLinkValidation, type LinkCheck } from '../shared/use-link-validation';

/** Validates a password-reset token from the URL (validation does not spend it); its value is the account's e-mail. */
export function useResetToken(token: string): { check: LinkCheck<string>; retry: () => void } {
  const api = useSiteApi();
  return useLinkValidation(`reset-token:${token}`, () => api.validateResetToken(token));
}
