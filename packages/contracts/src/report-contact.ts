/**
 * The report-service contact request, its options, limits and message keys (docs/product-rules.md,
 * R-REPORT-2, R-VALID-1). The rules built from them are one yup schema in `report-contact-schema.ts`,
 * which the page's form and the API both validate with.
 */

export const REPORT_TYPE_OPTIONS = [
  { id: 1, key: 'brandHealth' },
  { id: 2, key: 'industry' },
  { id: 3, key: 'campaign' },
  { id: 4, key: 'mediaCase' },
  { id: 5, key: 'custom' },
] as const;

export const CONTACT_METHOD_OPTIONS = [
  { id: 1, key: 'email' },
  { id: 2, key: 'phoneCall' },
] as const;

export const RECEIVED_TIME_OPTIONS = [
  { id: 1, key: 'oneOff' },
  { id: 2, key: 'weekly' },
  { id: 3, key: 'monthly' },
  { id: 4, key: 'quarterly' },
] as const;

export type ReportTypeId = (typeof REPORT_TYPE_OPTIONS)[number]['id'];
export type ReportTypeKey = (typeof REPORT_TYPE_OPTIONS)[number]['key'];
export type ContactMethodId = (typeof CONTACT_METHOD_OPTIONS)[number]['id'];
export type ReceivedTimeId = (typeof RECEIVED_TIME_OPTIONS)[number]['id'];

/** The default is the second option: weekly (docs/product-rules.md, R-REPORT-3). */
export const DEFAULT_RECEIVED_TIME: ReceivedTimeId = RECEIVED_TIME_OPTIONS[1].id;

export const REPORT_CONTACT_LIMITS = {
  name: 100,
  phone: 15,
  email: 100,
  department: 100,
  organization: 100,
} as const;

export type ReportContactTextField = keyof typeof REPORT_CONTACT_LIMITS;

/** What the phone input lets people type: the 15 characters of the number plus room to group them. */
export const PHONE_INPUT_MAX_LENGTH = 24;

/** Vietnamese numbers once separators are removed: mobile 0/+84 + 9 digits, landline 0/+84 + 2 + 9 digits. */
export const VIETNAMESE_PHONE_PATTERN = /^(?:\+84|0)(?:[35789]\d{8}|2\d{9})$/;

/** Any country in international form: `+`, then up to 15 digits (E.164), the field's maximum of 15. */
export const INTERNATIONAL_PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The separators people type inside a phone number; they are dropped before checking and sending. */
export function normalisePhone(phone: string): string {
  return phone.trim().replace(/[\s.()-]/g, '');
}

/** What the phone's limit of 15 counts: the digits, not the `+` or the separators they are grouped with. */
export function phoneDigitCount(phone: string): number {
  return normalisePhone(phone).replace(/^\+/, '').length;
}

export function isVietnamesePhone(phone: string): boolean {
  return VIETNAMESE_PHONE_PATTERN.test(normalisePhone(phone));
}

/**
 * A report contact may call from abroad: a Vietnamese number as people write it, or an international
 * one. A +84 number is still held to the Vietnamese plan, which catches the common "+84 0…" slip.
 */
export function isContactPhone(phone: string): boolean {
  const digits = normalisePhone(phone);
  if (VIETNAMESE_PHONE_PATTERN.test(digits)) return true;
  return !digits.startsWith('+84') && INTERNATIONAL_PHONE_PATTERN.test(digits);
}

export interface ReportContactRequest {
  name: string;
  phone: string;
  email: string;
  department: string;
  organization: string;
  methods: ContactMethodId[];
  report_types: ReportTypeId[];
  received_time: ReceivedTimeId;
  /**
   * Province id from the location list, and the industry id. Chosen whenever their lists loaded;
   * absent when a list could not be loaded, so a failing list never blocks the request.
   */
  location?: number;
  industry_id?: number;
}

export type ReportContactField = keyof ReportContactRequest;

/** Fields in the order the form shows them, which is also the order focus looks for the first error. */
export const REPORT_CONTACT_FIELDS: readonly ReportContactField[] = [
  'name',
  'phone',
  'email',
  'department',
  'organization',
  'industry_id',
  'location',
  'report_types',
  'methods',
  'received_time',
];

export type FieldErrorState = 'required' | 'invalid' | 'none';
export type FieldError = Exclude<FieldErrorState, 'none'>;
export type ReportContactErrors = Partial<Record<ReportContactField, FieldError>>;

/**
 * The message key of each field's error state. The product names the required and format keys
 * (docs/product-rules.md, R-VALID-1); a text field over its limit and an unknown frequency have no
 * key there, so they get `too_long` and `require_received_time`.
 */
export const REPORT_CONTACT_MESSAGE_KEYS: Record<ReportContactField, Record<FieldError, string>> = {
  name: { required: 'require_name', invalid: 'too_long' },
  phone: { required: 'require_phone', invalid: 'invalid_phone' },
  email: { required: 'require_email', invalid: 'invalid_email' },
  department: { required: 'require_department', invalid: 'too_long' },
  organization: { required: 'require_organization', invalid: 'too_long' },
  report_types: { required: 'require_report_types', invalid: 'require_report_types' },
  methods: { required: 'require_method_types', invalid: 'require_method_types' },
  received_time: { required: 'require_received_time', invalid: 'require_received_time' },
  industry_id: { required: 'require_industry', invalid: 'require_industry' },
  location: { required: 'require_province', invalid: 'require_province' },
};

export function reportContactMessageKey(field: ReportContactField, state: FieldError): string {
  return REPORT_CONTACT_MESSAGE_KEYS[field][state];
}
