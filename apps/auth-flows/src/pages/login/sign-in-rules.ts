import { string } from 'yup';
import { isPhoneNumber, OTP_LENGTH } from '../../forms/validation';
import type { AuthTextKey } from '../../i18n/texts';

/** The code box keeps only digits (the kit's OtpInput), so a code is complete at six of them. */
export function isCompleteCode(code: string): boolean {
  return code.length === OTP_LENGTH;
}

/** A one-time code (authenticator or SMS): all six digits. */
export function otpCode() {
  return string()
    .default('')
    .test('complete', 'form.otpHint' satisfies AuthTextKey, (value) => isCompleteCode(value ?? ''));
}

/** The phone sign-in number: ten digits in the Vietnamese mobile format (docs/product-rules.md, R-AUTH-4). */
export function signInPhone() {
  return string()
    .default('')
    .test('format', 'login.phone.invalid' satisfies AuthTextKey, (value) => isPhoneNumber(value ?? ''));
}
