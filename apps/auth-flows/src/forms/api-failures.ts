import { isApiError, TransportError } from '@echowatch/api-client';
import { RESPONSE_CODE } from '@echowatch/contracts';
import type { AuthTextKey } from '../i18n/texts';

/** Message keys by answer code; a code not listed is "Unexpected error". */
export type CodeMessages = Readonly<Partial<Record<number, AuthTextKey>>>;

/** What each sign-in and two-factor code tells the visitor. */
export const LOGIN_CODE_MESSAGES: CodeMessages = {
  [RESPONSE_CODE.badCredentials]: 'codes.badCredentials',
  [RESPONSE_CODE.sessionExpired]: 'codes.sessionExpired',
  [RESPONSE_CODE.rateLimited]: 'codes.rateLimited',
  [RESPONSE_CODE.invalidOtp]: 'codes.invalidOtp',
  [RESPONSE_CODE.invalidSecret]: 'codes.invalidSecret',
};

/** After a session-expired answer the visitor is taken back to login in 10 s (docs/product-rules.md, R-AUTH-3). */
export const SESSION_EXPIRED_RETURN_S = 10;

/** The message key for a failed call: by code when the server answered, else a connection problem. */
export function failureKey(error: unknown, messages: CodeMessages): AuthTextKey {
  if (isApiError(error)) return messages[error.code] ?? 'codes.unexpected';
  if (error instanceof TransportError && (error.failure === 'network' || error.failure === 'timeout')) return 'form.network';
  return 'codes.unexpected';
}

export function codeOf(error: unknown): number | undefined {
  return isApiError(error) ? error.code : undefined;
}
