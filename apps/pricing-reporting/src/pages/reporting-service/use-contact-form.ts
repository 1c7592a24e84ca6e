import { useRef, useState } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import type { ReportContactErrors, ReportContactField, ReportContactRequest, ReportTypeId } from '@echowatch/contracts';
import type { ReportContactLists } from '@echowatch/contracts/report-contact-schema';
import { useSiteApi } from '@echowatch/remote-kit';
import { firstInvalidField, validateContactForm } from './contact-form-schema';
import {
  INITIAL_CONTACT_VALUES,
  toContactRequest,
  type ContactFormValues,
  type ContactSelectField,
  type ContactTextField,
} from './contact-form-values';
import { sendFailureOf, type SendFailure } from './send-failure';
import type { ContactFormAnswer } from './contact-form-action';

/** Untouched, then submit clicked (validation on), then sent (docs/product-rules.md, R-REPORT-4). */
export type ContactFormPhase = 'untouched' | 'validating' | 'sent';

type ChoiceField = 'report_types' | 'methods';

/**
 * The contact form's state. No error shows before the first submit; after it, the form re-validates
 * on blur and on every selection change, and a text field's error clears as soon as it is fixed.
 * `lists` says which choice lists loaded: a field whose list failed is not required.
 */
export function useContactForm(lists: ReportContactLists, answered?: ContactFormAnswer) {
  const api = useSiteApi();
  // Formik validates with the function of the latest render, so a list that loads or fails counts at once.
  const check = (values: ContactFormValues) => validateContactForm(values, lists);
  // A form posted without JavaScript comes back as the server answered it: sent, or with its errors.
  const [phase, setPhase] = useState<ContactFormPhase>(answered?.sent ? 'sent' : answered?.errors || answered?.failure ? 'validating' : 'untouched');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(answered?.failure ?? null);
  const [sent, setSent] = useState<ReportContactRequest | null>(answered?.sent ?? null);
  const inFlight = useRef(false);
  const validating = phase === 'validating';
  const formik = useFormik<ContactFormValues>({
    initialValues: answered && !answered.sent ? answered.values : INITIAL_CONTACT_VALUES,
    initialErrors: (answered?.errors ?? {}) as FormikErrors<ContactFormValues>,
    validate: (values) => check(values) as FormikErrors<ContactFormValues>,
    validateOnChange: false,
    validateOnBlur: validating,
    onSubmit: () => undefined,
  });
  const { values } = formik;
  const errors = formik.errors as ReportContactErrors;

  function setText(field: ContactTextField, value: string) {
    void formik.setFieldValue(field, value, false);
    if (validating && errors[field] && !check({ ...values, [field]: value })[field]) {
      formik.setFieldError(field, undefined);
    }
  }

  function revalidate() {
    if (validating) void formik.validateForm();
  }

  function select(field: ContactSelectField, value: string) {
    void formik.setFieldValue(field, value, validating);
  }

  function toggle(field: ChoiceField, id: number, checked: boolean) {
    const current: number[] = values[field];
    const next = checked ? [...current.filter((item) => item !== id), id] : current.filter((item) => item !== id);
    void formik.setFieldValue(field, next, validating);
  }

  function chooseReceivedTime(id: ContactFormValues['received_time']) {
    void formik.setFieldValue('received_time', id, validating);
  }

  /** A report's contact button: back to the form if it was sent, with that report type ticked. */
  function preselectReportType(id: ReportTypeId) {
    if (phase === 'sent') {
      setPhase('untouched');
      setSent(null);
    }
    if (!values.report_types.includes(id)) toggle('report_types', id, true);
  }

  /** Validates and sends; resolves to the field that should take focus, if any. */
  async function submit(): Promise<ReportContactField | undefined> {
    if (inFlight.current) return undefined;
    setFailure(null);
    setPhase('validating');
    const invalid = firstInvalidField((await formik.validateForm()) as ReportContactErrors);
    if (invalid) return invalid;
    inFlight.current = true;
    setSending(true);
    const request = toContactRequest(values);
    try {
      await api.sendReportContact(request);
      formik.resetForm();
      setSent(request);
      setPhase('sent');
      return undefined;
    } catch (error) {
      const reason = sendFailureOf(error);
      setFailure(reason);
      if (!reason.errors) return undefined;
      formik.setErrors(reason.errors as FormikErrors<ContactFormValues>);
      return firstInvalidField(reason.errors);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  function startOver() {
    setPhase('untouched');
    setSent(null);
    setFailure(null);
  }

  return {
    phase,
    values,
    errors: validating ? errors : {},
    sending,
    failure,
    sent,
    /** Disabled after a click while errors exist, enabled again once they are fixed (R-REPORT-4). */
    blockedByErrors: validating && Object.keys(errors).length > 0,
    setText,
    revalidate,
    select,
    toggle,
    chooseReceivedTime,
    preselectReportType,
    submit,
    startOver,
  };
}

export type ContactForm = ReturnType<typeof useContactForm>;
