import { boolean, object, string, ValidationError, type AnyObjectSchema } from 'yup';
import {
  ruleMessage,
  emailAddress,
  mobilePhone,
  organizationName,
  passwordConfirmation,
  shortText,
  strongPassword,
} from '../../forms/field-rules';
import type { AuthForm } from '../../forms/use-auth-form';
import type { AuthTextKey } from '../../i18n/texts';
import type { RegistrationInfo } from './registration-info';

const key = ruleMessage;

/** Step 1: organization, name, e-mail, phone and the terms (docs/product-rules.md, R-AUTH-5, R-VALID-2). */
export const DETAILS_SCHEMA = object({
  organization: organizationName(),
  fullName: shortText(),
  email: emailAddress(),
  phone: mobilePhone(),
  agreed: boolean().default(false).oneOf([true], key('register.errors.agree')),
});

/** Step 2: the province chosen from the list (its id), the password and its confirmation. */
export const ACCOUNT_SCHEMA = object({
  province: string()
    .default('')
    .test('chosen', key('register.errors.selectProvince'), (value) => Boolean(value)),
  password: strongPassword(),
  confirm: passwordConfirmation('password'),
});

/** What formik checks: both steps at once, so the send from step 2 checks everything it sends. */
export const REGISTRATION_SCHEMA = DETAILS_SCHEMA.concat(ACCOUNT_SCHEMA);

/** The labels the messages name ("Please enter Full name"), in the order of the form. */
export const REGISTRATION_LABELS: { [Name in keyof RegistrationInfo]?: AuthTextKey } = {
  organization: 'register.organization',
  fullName: 'register.fullName',
  email: 'register.email',
  phone: 'register.phone',
  province: 'register.province',
  password: 'register.password',
  confirm: 'register.confirm',
};

export type RegistrationFormState = AuthForm<RegistrationInfo>;

/**
 * The fields that break a rule of one step's schema, checked now. A step enables its button from
 * this rather than from formik's errors, which arrive a moment after each change (and not at all
 * before the first one): the button must never be enabled for a value a rule refuses.
 */
export function brokenFields(schema: AnyObjectSchema, values: RegistrationInfo): Set<string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return new Set();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return new Set(error.inner.map((broken) => broken.path ?? ''));
  }
}

/**
 * A field's message, once the visitor has left it. Unlike `errorOf`, a send does not bring out the
 * other fields' messages: each step's button stays disabled until every rule passes, and a refused
 * registration (which formik counts as a send) shows no more than before it.
 */
export function messageOnceLeft(form: RegistrationFormState, name: keyof RegistrationInfo): string | undefined {
  return form.formik.touched[name] ? form.errorOf(name) : undefined;
}
