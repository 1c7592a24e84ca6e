import { string } from 'yup';
import { isPhoneNumber, OTP_LENGTH } from '../../forms/validation';
import { ruleMessage } from '../../forms/field-rules';

/** The code box keeps only digits (the kit's OtpInput), so a code is complete at six of them. */
export function isCompleteCode(code: string): boolean {
  return code.length === OTP_LENGTH;
}

/** The phone sign-in number: ten digits in the Vietnamese mobile format (docs/product-rules.md, R-AUTH-4). */
export function signInPhone() {
  return string()
    .default('')
    .test('format', ruleMessage('login.phone.invalid'), (value) => isPhoneNumber(value ?? ''));
}
