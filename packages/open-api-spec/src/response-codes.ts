/**
 * Codes of the Open API envelope (spec point 8): the docs, the sandbox and the document share them.
 * `message` is what the API puts in the envelope's message field.
 */
export const RESPONSE_CODES = [
  { code: 0, key: 'success', message: 'success' },
  { code: 10, key: 'successAlt', message: 'success' },
  { code: 11, key: 'invalidParams', message: 'Invalid params' },
  { code: 12, key: 'moduleNotAccessible', message: 'This module is not accessible' },
  { code: 14, key: 'invalidToken', message: 'Invalid token' },
  { code: 15, key: 'tokenExpired', message: 'Token has expired' },
  { code: 16, key: 'tryAgainLater', message: 'Try again later' },
  { code: 17, key: 'inaccessibleContent', message: 'Inaccessible content' },
  { code: 18, key: 'invalidDateTime', message: 'Invalid date time format' },
  { code: 19, key: 'rangeExceeded', message: 'Exceeded query time of 90 days' },
] as const;

export type ResponseCode = (typeof RESPONSE_CODES)[number]['code'];
export type ResponseCodeKey = (typeof RESPONSE_CODES)[number]['key'];

export const SUCCESS_CODES = [0, 10] as const;

export function responseCodeMessage(code: ResponseCode): string {
  return RESPONSE_CODES.find((entry) => entry.code === code)!.message;
}
