import {
  DEFAULT_RECEIVED_TIME,
  normalisePhone,
  type ContactMethodId,
  type ReceivedTimeId,
  type ReportContactRequest,
  type ReportTypeId,
} from '@echowatch/contracts';

/** What the form holds while the visitor types; selects keep the chosen id as text, '' for none. */
export interface ContactFormValues {
  name: string;
  phone: string;
  email: string;
  department: string;
  organization: string;
  industry_id: string;
  location: string;
  report_types: ReportTypeId[];
  methods: ContactMethodId[];
  received_time: ReceivedTimeId;
}

export type ContactTextField = 'name' | 'phone' | 'email' | 'department' | 'organization';
export type ContactSelectField = 'industry_id' | 'location';

export const INITIAL_CONTACT_VALUES: ContactFormValues = {
  name: '',
  phone: '',
  email: '',
  department: '',
  organization: '',
  industry_id: '',
  location: '',
  report_types: [],
  methods: [],
  received_time: DEFAULT_RECEIVED_TIME,
};

/**
 * The contact request (docs/product-rules.md, R-REPORT-2): trimmed text, the phone without separators,
 * ids as numbers (none when not chosen).
 */
export function toContactRequest(values: ContactFormValues): ReportContactRequest {
  return {
    name: values.name.trim(),
    phone: normalisePhone(values.phone),
    email: values.email.trim(),
    department: values.department.trim(),
    organization: values.organization.trim(),
    methods: [...values.methods],
    report_types: [...values.report_types],
    received_time: values.received_time,
    ...selectedIds(values),
  };
}

/** The chosen province and industry as ids, left out when none is chosen. */
export function selectedIds(values: Pick<ContactFormValues, 'location' | 'industry_id'>): Pick<ReportContactRequest, 'location' | 'industry_id'> {
  return {
    ...(values.location ? { location: Number(values.location) } : {}),
    ...(values.industry_id ? { industry_id: Number(values.industry_id) } : {}),
  };
}
