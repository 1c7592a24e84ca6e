/**
 * Every code the site's services put in the `{code, message, data}` envelope, and what it means.
 * This is the one list: the API client, the remotes, the sandbox API and the Open API document
 * all name codes from here.
 */
export const RESPONSE_CODE = {
  success: 0,
  /** An account link (two-factor reset) that is unknown, used or expired: the page returns to login. */
  linkGone: 3,
  /** Success that did something: a reset mail sent, a password set, a two-factor QR made; the Open API's second success. */
  done: 10,
  /** The request is missing something or holds a value the service refuses (captcha included). */
  invalidParams: 11,
  /** The account's package does not include this Open API module. */
  notAccessible: 12,
  invalidToken: 14,
  tokenExpired: 15,
  tryAgainLater: 16,
  inaccessibleContent: 17,
  invalidDateTime: 18,
  /** An Open API query over more than 90 days. */
  rangeExceeded: 19,
  /** Wrong login or password (or a locked account). */
  badCredentials: 30,
  /** The sign-in waiting for its two-factor code (or the reset waiting for its step) has expired. */
  sessionExpired: 31,
  /** Too many attempts or mails from this client or for this account for now. */
  rateLimited: 32,
  invalidOtp: 36,
  /** The account's authenticator secret cannot be used: the two-factor setup must be reset. */
  invalidSecret: 39,
  /** The blog service: no such post for the public (unknown or unpublished). */
  notFound: 404,
} as const;

export type ResponseCodeName = keyof typeof RESPONSE_CODE;
export type KnownResponseCode = (typeof RESPONSE_CODE)[ResponseCodeName];

/** The two codes that mean the call did what it was asked. */
export const SUCCESS_CODES = [RESPONSE_CODE.success, RESPONSE_CODE.done] as const;

export function isSuccessCode(code: number): boolean {
  return (SUCCESS_CODES as readonly number[]).includes(code);
}
