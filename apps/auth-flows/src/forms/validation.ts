import type { AuthTextKey } from '../i18n/texts';

/**
 * The field rules of the account forms (docs/product-rules.md, R-VALID-2) as pure functions. Each
 * returns the message key of the first rule broken (with the field's label key where the message
 * names the field), or null.
 */
export interface FieldError {
  key: AuthTextKey;
  /** i18n key of the field label, for messages such as "Please enter {{field}}". */
  field?: AuthTextKey;
}

export type FieldCheck = FieldError | null;

export const TEXT_MAX = 100;
export const OTP_LENGTH = 6;
export const PHONE_LENGTH = 10;

const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
const PHONE_PATTERN = /^0[35789]\d{8}$/;
const NAME_CHARACTERS = /^[\p{L}\p{M}\d ]+$/u;
const PASSWORD_CHARACTERS = /^[A-Za-z\d*&^%!@#]+$/;

/** Required and not only spaces: the two messages the login form shows with its label. */
export function checkFilled(value: string, field: AuthTextKey): FieldCheck {
  if (value === '') return { key: 'form.required', field };
  if (value.trim() === '') return { key: 'form.onlySpaces', field };
  return null;
}

function checkFilledShort(value: string, field: AuthTextKey): FieldCheck {
  return checkFilled(value, field) ?? (value.trim().length > TEXT_MAX ? { key: 'form.tooLong', field } : null);
}

/** Registration: required, at most 100, letters (Vietnamese included), digits and spaces only. */
export function checkOrganization(value: string, field: AuthTextKey): FieldCheck {
  const filled = checkFilledShort(value, field);
  if (filled) return filled;
  return NAME_CHARACTERS.test(value.trim()) ? null : { key: 'register.errors.invalidOrganization' };
}

/** Registration full name: required, not only spaces, at most 100. */
export function checkRegistrationName(value: string, field: AuthTextKey): FieldCheck {
  return checkFilledShort(value, field);
}

/** Invited user's full name: more than one character, letters, digits and spaces, not all digits. */
export function checkInvitedName(value: string, field: AuthTextKey): FieldCheck {
  const filled = checkFilledShort(value, field);
  if (filled) return filled;
  const name = value.trim();
  if (name.length <= 1) return { key: 'user.errors.tooShort' };
  if (!NAME_CHARACTERS.test(name)) return { key: 'user.errors.symbols' };
  if (/^[\d ]+$/.test(name)) return { key: 'user.errors.digits' };
  return null;
}

export function checkEmailFormat(value: string, field: AuthTextKey): FieldCheck {
  const filled = checkFilledShort(value, field);
  if (filled) return filled;
  return EMAIL_PATTERN.test(value.trim()) ? null : { key: 'form.emailFormat' };
}

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** Registration phone: required, ten digits in the Vietnamese mobile format. */
export function checkRegistrationPhone(value: string, field: AuthTextKey): FieldCheck {
  const filled = checkFilled(value, field);
  if (filled) return filled;
  return isPhoneNumber(value.trim()) ? null : { key: 'register.errors.invalidPhone' };
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

export function checkPassword(value: string, field: AuthTextKey): FieldCheck {
  const filled = checkFilled(value, field);
  if (filled) return filled;
  return isStrongPassword(value.trim()) ? null : { key: 'form.passwordRule' };
}

export function checkConfirmation(confirmation: string, password: string, field: AuthTextKey): FieldCheck {
  const filled = checkFilled(confirmation, field);
  if (filled) return filled;
  return confirmation.trim() === password.trim() ? null : { key: 'form.notMatchRetype' };
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
