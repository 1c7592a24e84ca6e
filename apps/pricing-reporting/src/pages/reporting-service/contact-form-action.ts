import {
  CONTACT_METHOD_OPTIONS,
  RECEIVED_TIME_OPTIONS,
  REPORT_TYPE_OPTIONS,
  type PageActionRequest,
  type PageActionResult,
  type ReportContactErrors,
  type ReportContactRequest,
} from '@echowatch/contracts';
import { siteApiFor } from '@echowatch/remote-kit';
import { firstInvalidField, validateContactForm } from './contact-form-schema';
import { INITIAL_CONTACT_VALUES, toContactRequest, type ContactFormValues } from './contact-form-values';
import { sendFailureOf, type SendFailure } from './send-failure';

/** What the page shows after the form was posted to it: the form as sent, and its errors, failure or success. */
export interface ContactFormAnswer {
  values: ContactFormValues;
  errors?: ReportContactErrors;
  failure?: SendFailure;
  sent?: ReportContactRequest;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The ids of a group's ticked options that the form offers, in the form's order. */
function chosen<T extends number>(form: FormData, name: string, options: readonly { id: T }[]): T[] {
  const posted = new Set(form.getAll(name).map(String));
  return options.filter((option) => posted.has(String(option.id))).map((option) => option.id);
}

/** The form's values from what was posted, as the form's code would hold them. */
export function contactValuesFrom(form: FormData): ContactFormValues {
  const received = RECEIVED_TIME_OPTIONS.find((option) => String(option.id) === text(form, 'received_time'));
  return {
    name: text(form, 'name'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    department: text(form, 'department'),
    organization: text(form, 'organization'),
    industry_id: text(form, 'industry_id'),
    location: text(form, 'location'),
    report_types: chosen(form, 'report_types', REPORT_TYPE_OPTIONS),
    methods: chosen(form, 'methods', CONTACT_METHOD_OPTIONS),
    received_time: received?.id ?? INITIAL_CONTACT_VALUES.received_time,
  };
}

const answer = (status: number, data: ContactFormAnswer): PageActionResult => ({ status, data });

/**
 * The contact form posted without JavaScript: checked by the same rules as in the browser, then
 * sent as the form's code sends it. Invalid input comes back with its errors (400); a send the
 * service refused or could not take comes back with the reason; either way with what was typed.
 */
export async function answerContactForm({ form, config }: PageActionRequest): Promise<PageActionResult> {
  const values = contactValuesFrom(form);
  const errors = validateContactForm(values);
  if (firstInvalidField(errors)) return answer(400, { values, errors });
  const request = toContactRequest(values);
  try {
    await siteApiFor(config).sendReportContact(request);
    return answer(200, { values, sent: request });
  } catch (error) {
    const failure = sendFailureOf(error);
    return answer(failure.errors ? 400 : 503, { values, failure, ...(failure.errors ? { errors: failure.errors } : {}) });
  }
}
