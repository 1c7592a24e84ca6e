import { array, number, object, string, ValidationError } from 'yup';
import {
  CONTACT_METHOD_OPTIONS,
  EMAIL_PATTERN,
  isContactPhone,
  phoneDigitCount,
  RECEIVED_TIME_OPTIONS,
  REPORT_CONTACT_FIELDS,
  REPORT_CONTACT_LIMITS,
  REPORT_TYPE_OPTIONS,
  type FieldError,
  type ReportContactErrors,
  type ReportContactField,
  type ReportContactTextField,
} from '@echowatch/contracts';
import type { ContactFormValues } from './contact-form-values';

// Each test's message is the field's error state; the page turns states into message keys.
const REQUIRED: FieldError = 'required';
const INVALID: FieldError = 'invalid';

const ids = (options: readonly { id: number }[]) => options.map((option) => option.id);

/** Trimming first makes whitespace-only empty, and limits count what is left. */
const text = (field: ReportContactTextField) =>
  string().trim().required(REQUIRED).max(REPORT_CONTACT_LIMITS[field], INVALID);

const choices = (options: readonly { id: number }[]) =>
  array().of(number().oneOf(ids(options), INVALID)).min(1, REQUIRED).required(REQUIRED);

/** Required once its list has loaded (docs/product-rules.md, R-VALID-1); without a list nobody can choose. */
const selection = (listLoaded: '$industriesLoaded' | '$provincesLoaded') =>
  string()
    .trim()
    .when(listLoaded, { is: false, otherwise: (schema) => schema.required(REQUIRED) });

/** Which of the form's lists loaded; a list still loading counts as loaded, so nothing is sent early without it. */
export interface ContactFormLists {
  industriesLoaded: boolean;
  provincesLoaded: boolean;
}

const ALL_LISTS: ContactFormLists = { industriesLoaded: true, provincesLoaded: true };

/** The contact form's rules (product-rules R-VALID-1), built from the shared limits, patterns and option lists. */
export const contactFormSchema = object({
  name: text('name'),
  phone: string()
    .trim()
    .required(REQUIRED)
    .test('phone-length', INVALID, (value) => !value || phoneDigitCount(value) <= REPORT_CONTACT_LIMITS.phone)
    .test('phone', INVALID, (value) => !value || isContactPhone(value)),
  email: text('email').matches(EMAIL_PATTERN, { message: INVALID, excludeEmptyString: true }),
  department: text('department'),
  organization: text('organization'),
  industry_id: selection('$industriesLoaded'),
  location: selection('$provincesLoaded'),
  report_types: choices(REPORT_TYPE_OPTIONS),
  methods: choices(CONTACT_METHOD_OPTIONS),
  received_time: number().required(REQUIRED).oneOf(ids(RECEIVED_TIME_OPTIONS), INVALID),
});

function fieldOf(path: string | undefined): ReportContactField | undefined {
  const root = path?.split(/[.[]/)[0];
  return REPORT_CONTACT_FIELDS.find((field) => field === root);
}

/** Every field's error state at once; a required error outranks an invalid one on the same field. */
export function validateContactForm(values: ContactFormValues, lists: ContactFormLists = ALL_LISTS): ReportContactErrors {
  try {
    contactFormSchema.validateSync(values, { abortEarly: false, context: lists });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: ReportContactErrors = {};
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      const field = fieldOf(failure.path);
      if (field && errors[field] !== REQUIRED) errors[field] = failure.message as FieldError;
    }
    return errors;
  }
}

/** The first field with an error, in the order the form shows them. */
export function firstInvalidField(errors: ReportContactErrors): ReportContactField | undefined {
  return REPORT_CONTACT_FIELDS.find((field) => errors[field]);
}
