import { REPORT_CONTACT_FIELDS, type ReportContactErrors, type ReportContactField } from '@echowatch/contracts';
import { reportContactErrors, type ReportContactLists } from '@echowatch/contracts/report-contact-schema';
import { selectedIds, type ContactFormValues } from './contact-form-values';

const ALL_LISTS: ReportContactLists = { industriesLoaded: true, provincesLoaded: true };

/**
 * Every field's error state, by the report contact rules the API checks too (product-rules R-VALID-1).
 * `lists` says which lists loaded (a list still loading counts as loaded, so nothing is sent early
 * without it); a select's chosen id is checked as the number the request sends.
 */
export function validateContactForm(values: ContactFormValues, lists: ReportContactLists = ALL_LISTS): ReportContactErrors {
  return reportContactErrors({ ...values, ...selectedIds(values) }, lists);
}

/** The first field with an error, in the order the form shows them. */
export function firstInvalidField(errors: ReportContactErrors): ReportContactField | undefined {
  return REPORT_CONTACT_FIELDS.find((field) => errors[field]);
}
