import { array, number, object, string, ValidationError, type InferType } from 'yup';
import {
  CONTACT_METHOD_OPTIONS,
  EMAIL_PATTERN,
  isContactPhone,
  normalisePhone,
  phoneDigitCount,
  RECEIVED_TIME_OPTIONS,
  REPORT_CONTACT_FIELDS,
  REPORT_CONTACT_LIMITS,
  REPORT_TYPE_OPTIONS,
  type FieldError,
  type ReportContactErrors,
  type ReportContactField,
  type ReportContactRequest,
  type ReportContactTextField,
} from './report-contact';

/**
 * The report contact request's rules (docs/product-rules.md, R-VALID-1), stated once: the form
 * validates with them and the API refuses a request with them. Imported as
 * `@echowatch/contracts/report-contact-schema`, so only what validates a contact request bundles yup.
 */

/** Which of the form's lists loaded: an industry or a province is required only once its list has. */
export interface ReportContactLists {
  industriesLoaded: boolean;
  provincesLoaded: boolean;
}

/** Ids the receiving side knows; a selection outside them is invalid. */
export interface KnownSelections {
  provinceIds?: ReadonlySet<number>;
  industryIds?: ReadonlySet<number>;
}

/**
 * What a validation knows beyond the values. The form says which lists loaded; the API cannot know,
 * so it leaves them out (an absent province or industry is accepted) and names the ids it knows.
 */
export type ReportContactContext = Partial<ReportContactLists> & KnownSelections;

// Each test's message is the field's error state; the page and the API turn states into message keys.
const REQUIRED: FieldError = 'required';
const INVALID: FieldError = 'invalid';

/**
 * The value as it came, with text trimmed: whitespace-only is empty and limits count what is left.
 * It replaces yup's own casting, which would accept 5 as a name or '2' as an id.
 */
const asSent = (_cast: unknown, raw: unknown) => (typeof raw === 'string' ? raw.trim() : raw);

const filled = () => string().transform(asSent).typeError(INVALID).required(REQUIRED);

/** Filled in, and within its limit. */
const text = (field: ReportContactTextField) => filled().max(REPORT_CONTACT_LIMITS[field], INVALID);

/** One option's id; anything else is invalid. */
const option = <Id extends number>(options: readonly { id: Id }[]) =>
  number<Id>()
    .transform(asSent)
    .typeError(INVALID)
    .required(INVALID)
    .oneOf(options.map(({ id }) => id), INVALID);

/** At least one option, every one of them known. */
const choices = <Id extends number>(options: readonly { id: Id }[]) =>
  array().of(option(options)).typeError(INVALID).required(REQUIRED).min(1, REQUIRED);

/**
 * A province or industry id picked from a list (none is '' or absent). Required once its list has
 * loaded; a sent id must be a positive whole number the receiving side knows.
 */
const selection = (loaded: keyof ReportContactLists, known: keyof KnownSelections) =>
  number<number, ReportContactContext>()
    .transform((cast: unknown, raw: unknown) => (raw === '' ? undefined : asSent(cast, raw)))
    .typeError(INVALID)
    .nullable()
    .integer(INVALID)
    .positive(INVALID)
    .test('known', INVALID, (id, { options }) => {
      const ids = options.context?.[known];
      return id == null || !ids || ids.has(id);
    })
    .when(`$${loaded}`, { is: true, then: (schema) => schema.required(REQUIRED) });

export const reportContactSchema = object({
  name: text('name'),
  // The phone's limit counts its digits, not the `+` or the separators they are grouped with.
  phone: filled()
    .test('phone-length', INVALID, (value) => !value || phoneDigitCount(value) <= REPORT_CONTACT_LIMITS.phone)
    .test('phone', INVALID, (value) => !value || isContactPhone(value)),
  email: text('email').matches(EMAIL_PATTERN, { message: INVALID, excludeEmptyString: true }),
  department: text('department'),
  organization: text('organization'),
  industry_id: selection('industriesLoaded', 'industryIds'),
  location: selection('provincesLoaded', 'provinceIds'),
  report_types: choices(REPORT_TYPE_OPTIONS),
  methods: choices(CONTACT_METHOD_OPTIONS),
  received_time: option(RECEIVED_TIME_OPTIONS).required(REQUIRED),
});

type ReportContactValues = InferType<typeof reportContactSchema>;

function fieldOf(path: string | undefined): ReportContactField | undefined {
  const root = path?.split(/[.[]/)[0];
  return REPORT_CONTACT_FIELDS.find((field) => field === root);
}

function validate(values: object, context: ReportContactContext): { errors: ReportContactErrors; valid?: ReportContactValues } {
  try {
    return { errors: {}, valid: reportContactSchema.validateSync(values, { abortEarly: false, context }) };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: ReportContactErrors = {};
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      const field = fieldOf(failure.path);
      if (field && errors[field] !== REQUIRED) errors[field] = failure.message as FieldError;
    }
    return { errors };
  }
}

/** Every field's error state at once; a required error outranks an invalid one on the same field. */
export function reportContactErrors(values: object, context: ReportContactContext = {}): ReportContactErrors {
  return validate(values, context).errors;
}

export interface ReportContactCheck {
  errors: ReportContactErrors;
  /** The request as stored and sent on: trimmed text, phone without separators, no repeated option. */
  request: ReportContactRequest | null;
}

const isRecord = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * The API's check of a posted body, whatever it is: the form's rules without the form's lists (an
 * absent province or industry is accepted), and only the ids the API knows.
 */
export function checkReportContact(body: unknown, known: KnownSelections = {}): ReportContactCheck {
  const { errors, valid } = validate(isRecord(body) ? body : {}, known);
  if (!valid) return { errors, request: null };
  return {
    errors,
    request: {
      name: valid.name,
      phone: normalisePhone(valid.phone),
      email: valid.email,
      department: valid.department,
      organization: valid.organization,
      methods: [...new Set(valid.methods)],
      report_types: [...new Set(valid.report_types)],
      received_time: valid.received_time,
      ...(typeof valid.location === 'number' ? { location: valid.location } : {}),
      ...(typeof valid.industry_id === 'number' ? { industry_id: valid.industry_id } : {}),
    },
  };
}
