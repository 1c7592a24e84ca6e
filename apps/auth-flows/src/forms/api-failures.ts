import { isApiError, TransportError } from '@echowatch/api-client';

/** Message keys by answer code; a code not listed is "Unexpected error". */
export type CodeMessages = Readonly<Partial<Record<number, string>>>;

/** Sign-in and two-factor codes of spec point 8 (30: wrong login or password). */
export const LOGIN_CODE_MESSAGES: CodeMessages = {
  30: 'codes.badCredentials',
  31: 'codes.sessionExpired',
  32: 'codes.rateLimited',
  36: 'codes.invalidOtp',
  39: 'codes.invalidSecret',
};

export const SESSION_EXPIRED = 31;
/** Spec point 9: after a session-expired answer the visitor is taken back to login in 10 s. */
export const SESSION_EXPIRED_RETURN_S = 10;
export const RATE_LIMITED = 32;

/** The message key for a failed call: by code when the server answered, else a connection problem. */
export function failureKey(error: unknown, messages: CodeMessages): string {
  if (isApiError(error)) return messages[error.code] ?? 'codes.unexpected';
  if (error instanceof TransportError && (error.failure === 'network' || error.failure === 'timeout')) return 'form.network';
  return 'codes.unexpected';
}

export function codeOf(error: unknown): number | undefined {
  return isApiError(error) ? error.code : undefined;
}
