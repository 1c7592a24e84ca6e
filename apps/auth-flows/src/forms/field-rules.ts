import { string } from 'yup';
import type { AuthTextKey } from '../i18n/texts';
import { EMAIL_PATTERN, isPhoneNumber, isStrongPassword, NAME_CHARACTERS, OTP_LENGTH, TEXT_MAX } from './validation';

/**
 * The field rules of the account forms (docs/product-rules.md, R-VALID-2) as yup schemas. A broken
 * rule's message is the text key shown under the field; a message that names the field ("Please
 * enter {{field}}") gets the field's own label where it is shown. The rules run in the order they
 * are written and each later one passes a value an earlier one refused, so a field reports only
 * the first rule it breaks.
 */
/** A rule's message: a text key, checked as one by the type-check. */
export const ruleMessage = (textKey: AuthTextKey) => textKey;
const key = ruleMessage;
const trimmed = (value: string | undefined) => (value ?? '').trim();

/** Required and not only spaces. */
export function filledText() {
  return string()
    .default('')
    .test('filled', key('form.required'), (value) => (value ?? '') !== '')
    .test('not-blank', key('form.onlySpaces'), (value) => (value ?? '') === '' || trimmed(value) !== '');
}

type TextRule = ReturnType<typeof filledText>;

/** Filled, and at most 100 characters once trimmed. */
export function shortText(): TextRule {
  return filledText().test('short', key('form.tooLong'), (value) => trimmed(value).length <= TEXT_MAX);
}

/** Only when the rules before it passed: the value is non-empty, trimmed, and not too long. */
const whenFilled = (value: string | undefined, check: (text: string) => boolean) => {
  const text = trimmed(value);
  return text === '' || text.length > TEXT_MAX || check(text);
};

/** Registration: letters (Vietnamese included), digits and spaces only. */
export function organizationName(): TextRule {
  return shortText().test('characters', key('register.errors.invalidOrganization'), (value) =>
    whenFilled(value, (text) => NAME_CHARACTERS.test(text)),
  );
}

/** Invited user's full name: more than one character, letters, digits and spaces, not all digits. */
export function invitedName(): TextRule {
  return shortText()
    .test('long-enough', key('user.errors.tooShort'), (value) => whenFilled(value, (text) => text.length > 1))
    .test('characters', key('user.errors.symbols'), (value) =>
      whenFilled(value, (text) => text.length <= 1 || NAME_CHARACTERS.test(text)),
    )
    .test('not-digits', key('user.errors.digits'), (value) =>
      whenFilled(value, (text) => text.length <= 1 || !NAME_CHARACTERS.test(text) || !/^[\d ]+$/.test(text)),
    );
}

export function emailAddress(): TextRule {
  return shortText().test('format', key('form.emailFormat'), (value) => whenFilled(value, (text) => EMAIL_PATTERN.test(text)));
}

/** Registration phone: ten digits in the Vietnamese mobile format. */
export function mobilePhone(): TextRule {
  return filledText().test('format', key('register.errors.invalidPhone'), (value) => {
    const text = trimmed(value);
    return text === '' || isPhoneNumber(text);
  });
}

/** At least 8 characters with lowercase, uppercase, a digit and one of * & ^ % ! @ #, nothing else. */
export function strongPassword(): TextRule {
  return filledText().test('strong', key('form.passwordRule'), (value) => {
    const text = trimmed(value);
    return text === '' || isStrongPassword(text);
  });
}

/** The same password typed again (trimmed on both sides, as the password is sent). */
export function passwordConfirmation(passwordField: string): TextRule {
  return filledText().test('same', key('form.notMatchRetype'), function sameAsPassword(value) {
    const password: unknown = (this.parent as Record<string, unknown>)[passwordField];
    const text = trimmed(value);
    return text === '' || text === trimmed(typeof password === 'string' ? password : '');
  });
}

/** A one-time code (authenticator or SMS): all six digits (the kit's OtpInput keeps only digits). */
export function oneTimeCode() {
  return string()
    .default('')
    .test('complete', key('form.otpHint'), (value) => (value ?? '').length === OTP_LENGTH);
}
