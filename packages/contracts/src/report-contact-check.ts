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
  type ContactMethodId,
  type FieldErrorState,
  type ReceivedTimeId,
  type ReportContactErrors,
  type ReportContactField,
  type ReportContactRequest,
  type ReportContactTextField,
  type ReportTypeId,
} from './report-contact';

/** Ids the receiving side knows; a selection outside them is invalid. */
export interface KnownSelections {
  provinceIds?: ReadonlySet<number>;
  industryIds?: ReadonlySet<number>;
}

const idsOf = (options: readonly { id: number }[]): ReadonlySet<number> => new Set(options.map((option) => option.id));
const REPORT_TYPE_IDS = idsOf(REPORT_TYPE_OPTIONS);
const METHOD_IDS = idsOf(CONTACT_METHOD_OPTIONS);
const RECEIVED_TIME_IDS = idsOf(RECEIVED_TIME_OPTIONS);

const isAbsent = (value: unknown) => value === undefined || value === null;

/** Whitespace-only is empty; length counts what is left after trimming. */
export function textFieldState(field: ReportContactTextField, value: unknown): FieldErrorState {
  if (isAbsent(value)) return 'required';
  if (typeof value !== 'string') return 'invalid';
  const text = value.trim();
  if (!text) return 'required';
  const length = field === 'phone' ? phoneDigitCount(text) : text.length;
  if (length > REPORT_CONTACT_LIMITS[field]) return 'invalid';
  if (field === 'phone' && !isContactPhone(text)) return 'invalid';
  if (field === 'email' && !EMAIL_PATTERN.test(text)) return 'invalid';
  return 'none';
}

/** At least one option, every one of them known. */
export function choiceListState(value: unknown, ids: ReadonlySet<number>): FieldErrorState {
  if (isAbsent(value) || (Array.isArray(value) && value.length === 0)) return 'required';
  if (!Array.isArray(value)) return 'invalid';
  return value.every((id) => typeof id === 'number' && ids.has(id)) ? 'none' : 'invalid';
}

export function choiceState(value: unknown, ids: ReadonlySet<number>): FieldErrorState {
  if (isAbsent(value)) return 'required';
  return typeof value === 'number' && ids.has(value) ? 'none' : 'invalid';
}

/**
 * A province or industry id picked from a list. The form asks for one only once its list has loaded
 * (docs/product-rules.md, R-VALID-1), which the receiving side cannot know: an absent id is accepted, a sent
 * one must be real.
 */
export function selectionState(value: unknown, known?: ReadonlySet<number>): FieldErrorState {
  if (isAbsent(value) || value === '') return 'none';
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) return 'invalid';
  return known && !known.has(value) ? 'invalid' : 'none';
}

function fieldState(field: ReportContactField, body: Record<string, unknown>, known: KnownSelections) {
  const value = body[field];
  switch (field) {
    case 'report_types':
      return choiceListState(value, REPORT_TYPE_IDS);
    case 'methods':
      return choiceListState(value, METHOD_IDS);
    case 'received_time':
      return choiceState(value, RECEIVED_TIME_IDS);
    case 'location':
      return selectionState(value, known.provinceIds);
    case 'industry_id':
      return selectionState(value, known.industryIds);
    default:
      return textFieldState(field, value);
  }
}

const selected = (field: 'location' | 'industry_id', value: unknown) =>
  typeof value === 'number' ? { [field]: value } : {};

export interface ReportContactCheck {
  errors: ReportContactErrors;
  /** The request as stored and sent on: trimmed text, phone without separators, no repeated option. */
  request: ReportContactRequest | null;
}

/** The server-side check of a posted request, with the same rules the form applies. */
export function checkReportContact(body: unknown, known: KnownSelections = {}): ReportContactCheck {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors: ReportContactErrors = {};
  for (const field of REPORT_CONTACT_FIELDS) {
    const state = fieldState(field, fields, known);
    if (state !== 'none') errors[field] = state;
  }
  if (Object.keys(errors).length > 0) return { errors, request: null };
  const text = (field: ReportContactTextField) => (fields[field] as string).trim();
  return {
    errors,
    request: {
      name: text('name'),
      phone: normalisePhone(text('phone')),
      email: text('email'),
      department: text('department'),
      organization: text('organization'),
      methods: [...new Set(fields.methods as ContactMethodId[])],
      report_types: [...new Set(fields.report_types as ReportTypeId[])],
      received_time: fields.received_time as ReceivedTimeId,
      ...selected('location', fields.location),
      ...selected('industry_id', fields.industry_id),
    },
  };
}
