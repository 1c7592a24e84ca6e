import { useEffect, useEffectEvent } from 'react';
import type { ReportTypeId } from '@echowatch/contracts';
import { usePageActionData } from '@echowatch/remote-kit';
import type { ContactFormAnswer } from './contact-form-action';
import { ContactForm } from './contact-form';
import { SendSuccess } from './send-success';
import { useContactForm } from './use-contact-form';
import type { ReferenceList } from './use-reference-list';
import type { SelectOption } from './use-reference-options';

/** A report's "contact us about it" button, pressed: a new object for every press. */
export interface ReportTypeRequest {
  reportType: ReportTypeId;
}

export interface ContactFormPartProps {
  provinces: ReferenceList<SelectOption[]>;
  industries: ReferenceList<SelectOption[]>;
  onRetryProvinces: () => void;
  onRetryIndustries: () => void;
  /** The last report a visitor asked about on the page, ticked in the form (null: none yet). */
  requested: ReportTypeRequest | null;
}

/**
 * The contact form and, once a request is accepted, its success view: the part of the page that
 * holds the form library, so it comes on demand (see the page). Its state lives here; the page
 * says only which report a visitor asked about.
 */
export function ContactFormPart({ provinces, industries, onRetryProvinces, onRetryIndustries, requested }: ContactFormPartProps) {
  const answered = usePageActionData() as ContactFormAnswer | undefined;
  const lists = { industriesLoaded: industries.status !== 'failed', provincesLoaded: provinces.status !== 'failed' };
  const form = useContactForm(lists, answered);
  // Applied to the form as it is at the press, once per press (not again when the form changes).
  const preselect = useEffectEvent((reportType: ReportTypeId) => form.preselectReportType(reportType));
  useEffect(() => {
    if (requested) preselect(requested.reportType);
  }, [requested]);
  if (form.phase === 'sent' && form.sent) return <SendSuccess request={form.sent} onSendAnother={form.startOver} />;
  return (
    <ContactForm
      form={form}
      provinces={{ list: provinces, retry: onRetryProvinces }}
      industries={{ list: industries, retry: onRetryIndustries }}
    />
  );
}
