import { RESPONSE_CODE, SUCCESS_CODES } from '@echowatch/contracts';

/**
 * The codes the Open API answers with (their numbers and meanings are in packages/contracts) and
 * the text the API puts in the envelope's message field for each. The docs, the sandbox and the
 * document share them.
 */
export const RESPONSE_CODES = [
  { code: RESPONSE_CODE.success, key: 'success', message: 'success' },
  { code: RESPONSE_CODE.done, key: 'successAlt', message: 'success' },
  { code: RESPONSE_CODE.invalidParams, key: 'invalidParams', message: 'Invalid params' },
  { code: RESPONSE_CODE.notAccessible, key: 'moduleNotAccessible', message: 'This module is not accessible' },
  { code: RESPONSE_CODE.invalidToken, key: 'invalidToken', message: 'Invalid token' },
  { code: RESPONSE_CODE.tokenExpired, key: 'tokenExpired', message: 'Token has expired' },
  { code: RESPONSE_CODE.tryAgainLater, key: 'tryAgainLater', message: 'Try again later' },
  { code: RESPONSE_CODE.inaccessibleContent, key: 'inaccessibleContent', message: 'Inaccessible content' },
  { code: RESPONSE_CODE.invalidDateTime, key: 'invalidDateTime', message: 'Invalid date time format' },
  { code: RESPONSE_CODE.rangeExceeded, key: 'rangeExceeded', message: 'Exceeded query time of 90 days' },
] as const;

export type ResponseCode = (typeof RESPONSE_CODES)[number]['code'];
export type ResponseCodeKey = (typeof RESPONSE_CODES)[number]['key'];

export { SUCCESS_CODES };

type OpenApiCodeName = {
  [Name in keyof typeof RESPONSE_CODE]: (typeof RESPONSE_CODE)[Name] extends ResponseCode ? Name : never;
}[keyof typeof RESPONSE_CODE];

/** The codes a call may answer with, by name (only the Open API's own codes are accepted). */
export function codesNamed(...names: OpenApiCodeName[]): ResponseCode[] {
  return names.map((name) => RESPONSE_CODE[name] as ResponseCode);
}

export function responseCodeMessage(code: ResponseCode): string {
  return RESPONSE_CODES.find((entry) => entry.code === code)!.message;
}
