/**
 * What the account forms' rules (./field-rules.ts) and boxes share: the limits, the patterns and
 * what a phone or code box keeps of what was typed (docs/product-rules.md, R-VALID-2).
 */
export const TEXT_MAX = 100;
export const OTP_LENGTH = 6;
export const PHONE_LENGTH = 10;

export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
const PHONE_PATTERN = /^0[35789]\d{8}$/;
/** Letters (Vietnamese included), digits and spaces. */
export const NAME_CHARACTERS = /^[\p{L}\p{M}\d ]+$/u;
const PASSWORD_CHARACTERS = /^[A-Za-z\d*&^%!@#]+$/;

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** At least 8 characters with lowercase, uppercase, a digit and one of * & ^ % ! @ #, nothing else. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    PASSWORD_CHARACTERS.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[*&^%!@#]/.test(value)
  );
}

/** What a phone-number box keeps of what was typed or pasted: digits, at most ten. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

/** What a code box keeps of what was typed or pasted ("123 456", "123-456"): six digits. */
export function otpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** 0905123456 → +84905123456: the SMS provider's international form. */
export function internationalPhone(phone: string): string {
  return phone.startsWith('0') ? `+84${phone.slice(1)}` : phone;
}
