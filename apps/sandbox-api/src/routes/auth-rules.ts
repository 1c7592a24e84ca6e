/**
 * The account service's own checks of what the site sends: every payload is validated here as
 * well, so bad input is refused (code 11) and nothing is stored.
 */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
/** A Vietnamese mobile number as typed in the site: ten digits with the leading 0. */
export const PHONE_PATTERN = /^0[35789]\d{8}$/;
const NAME_PATTERN = /^[\p{L}\p{M}\d ]+$/u;
const PASSWORD_ALLOWED = /^[A-Za-z\d*&^%!@#]+$/;

export const TEXT_MAX = 100;

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function isEmail(value: string): boolean {
  return value.length <= TEXT_MAX && EMAIL_PATTERN.test(value);
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** Letters (Vietnamese included), digits and spaces; more than one character, at most 100, not all digits. */
export function isPersonName(value: string): boolean {
  return value.length > 1 && value.length <= TEXT_MAX && NAME_PATTERN.test(value) && !/^[\d ]+$/.test(value);
}

export function isOrganizationName(value: string): boolean {
  return value.length > 0 && value.length <= TEXT_MAX && NAME_PATTERN.test(value);
}

/** At least 8 characters with a lowercase, an uppercase, a digit and one of * & ^ % ! @ #, nothing else. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    PASSWORD_ALLOWED.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[*&^%!@#]/.test(value)
  );
}

/** 0905123456 → +84905123456, the form the SMS provider knows the number by. */
export function internationalPhone(phone: string): string {
  return phone.startsWith('0') ? `+84${phone.slice(1)}` : phone;
}
