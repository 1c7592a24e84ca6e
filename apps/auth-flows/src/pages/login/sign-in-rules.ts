import { string } from 'yup';
import { isPhoneNumber } from '../../forms/validation';
import { ruleMessage } from '../../forms/field-rules';

/** The phone sign-in number: ten digits in the Vietnamese mobile format (docs/product-rules.md, R-AUTH-4). */
export function signInPhone() {
  return string()
    .default('')
    .test('format', ruleMessage('login.phone.invalid'), (value) => isPhoneNumber(value ?? ''));
}
