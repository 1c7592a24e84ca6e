import { RESPONSE_CODE } from '@echowatch/contracts';

/** Forgot password: 32 says the account is locked, 11 asks for the captcha again (product-rules R-RECOVER-2). */
export const FORGOT_CODE_MESSAGES = {
  [RESPONSE_CODE.rateLimited]: 'forgot.locked',
  [RESPONSE_CODE.invalidParams]: 'captcha.again',
} as const;
