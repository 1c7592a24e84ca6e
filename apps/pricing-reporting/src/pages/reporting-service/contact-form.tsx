import { useId, type FormEvent } from 'react';
import {
  CONTACT_METHOD_OPTIONS,
  PHONE_INPUT_MAX_LENGTH,
  RECEIVED_TIME_OPTIONS,
  REPORT_CONTACT_LIMITS,
  REPORT_TYPE_OPTIONS,
  reportContactMessageKey,
  type ReportContactField,
} from '@echowatch/contracts';
import { useHydrated, useSiteConfig } from '@echowatch/remote-kit';
import { useLocation } from '@echowatch/routing';
import { TextField } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import { ChoiceGroup } from './choice-group';
import type { ContactTextField } from './contact-form-values';
import { isContactMessageKey } from './contact-messages';
import { ReferenceSelect } from './reference-select';
import { CONTACT_SECTION_ID } from './contact-section-id';
import type { ContactForm as ContactFormState } from './use-contact-form';
import type { ReferenceOptions } from './use-reference-options';
import * as styles from './contact-form.module.css';

interface ContactFormProps {
  form: ContactFormState;
  provinces: ReferenceOptions;
  industries: ReferenceOptions;
}

interface TextFieldSpec {
  field: ContactTextField;
  type?: 'tel' | 'email';
  autoComplete?: 'name' | 'tel' | 'email' | 'organization';
}

const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { field: 'name', autoComplete: 'name' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'department' },
  { field: 'organization', autoComplete: 'organization' },
];

/** Groups take focus on their first option. */
const FIRST_OPTION: Partial<Record<ReportContactField, number>> = {
  report_types: REPORT_TYPE_OPTIONS[0].id,
  methods: CONTACT_METHOD_OPTIONS[0].id,
  received_time: RECEIVED_TIME_OPTIONS[0].id,
};

/** The report-service contact form (docs/product-rules.md, R-VALID-1): fields, selections, and the send button. */
export function ContactForm({ form, provinces, industries }: ContactFormProps) {
  const { t } = useTexts();
  const hotline = useSiteConfig().contact.hotline;
  const prefix = useId();
  const { pathname, search } = useLocation();
  // The button waits for errors to be fixed only where the page's code can tell it they are: a
  // form the server answered without JavaScript must stay sendable.
  const live = useHydrated();
  const idOf = (field: ReportContactField) => `${prefix}-${field}`;
  const noteId = `${prefix}-note`;

  function message(field: ReportContactField): string | undefined {
    const state = form.errors[field];
    if (!state) return undefined;
    const max = field in REPORT_CONTACT_LIMITS ? REPORT_CONTACT_LIMITS[field as ContactTextField] : undefined;
    const key = reportContactMessageKey(field, state);
    return isContactMessageKey(key) ? t(`reporting.form.errors.${key}`, { max }) : key;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await form.submit();
    if (!invalid) return;
    const option = FIRST_OPTION[invalid];
    document.getElementById(option === undefined ? idOf(invalid) : `${idOf(invalid)}-${option}`)?.focus();
  }

  const { failure } = form;
  return (
    <form
      method="post"
      // Without JavaScript the page answers the form, and opens at the form again.
      action={`${pathname}${search}#${CONTACT_SECTION_ID}`}
      className={styles.form}
      noValidate
      aria-describedby={noteId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p id={noteId} className={styles.note}>
        {t('reporting.form.requiredNote')}
      </p>
      <div className={styles.grid}>
        {TEXT_FIELDS.map(({ field, type, autoComplete }) => (
          <TextField
            key={field}
            id={idOf(field)}
            name={field}
            label={t(`reporting.form.fields.${field}`)}
            hint={field === 'phone' ? t('reporting.form.fields.phoneHint') : undefined}
            type={type}
            autoComplete={autoComplete}
            maxLength={field === 'phone' ? PHONE_INPUT_MAX_LENGTH : REPORT_CONTACT_LIMITS[field]}
            markRequired
            // Every field of this form is checked as it goes, so a field without an error is stated valid.
            aria-invalid={false}
            value={form.values[field]}
            error={message(field)}
            onValueChange={(value) => form.setText(field, value)}
            onBlur={form.revalidate}
          />
        ))}
        <ReferenceSelect
          id={idOf('industry_id')}
          name="industry_id"
          label={t('reporting.form.fields.industry')}
          placeholder={t('reporting.form.fields.chooseIndustry')}
          failedText={t('reporting.form.fields.industryFailed')}
          reference={industries}
          value={form.values.industry_id}
          error={message('industry_id')}
          onChange={(value) => form.select('industry_id', value)}
          onBlur={form.revalidate}
        />
        <ReferenceSelect
          id={idOf('location')}
          name="location"
          label={t('reporting.form.fields.province')}
          placeholder={t('reporting.form.fields.chooseProvince')}
          failedText={t('reporting.form.fields.provinceFailed')}
          reference={provinces}
          value={form.values.location}
          error={message('location')}
          onChange={(value) => form.select('location', value)}
          onBlur={form.revalidate}
        />
      </div>
      <ChoiceGroup
        idPrefix={idOf('report_types')}
        name="report_types"
        type="checkbox"
        legend={t('reporting.form.reportTypes.legend')}
        hint={t('reporting.form.reportTypes.hint')}
        options={REPORT_TYPE_OPTIONS.map(({ id, key }) => ({ id, label: t(`reporting.form.reportTypes.options.${key}`) }))}
        isChecked={(id) => form.values.report_types.some((chosen) => chosen === id)}
        error={message('report_types')}
        onChange={(id, checked) => form.toggle('report_types', id, checked)}
        onBlur={form.revalidate}
      />
      <ChoiceGroup
        idPrefix={idOf('methods')}
        name="methods"
        type="checkbox"
        legend={t('reporting.form.methods.legend')}
        hint={t('reporting.form.methods.hint')}
        options={CONTACT_METHOD_OPTIONS.map(({ id, key }) => ({ id, label: t(`reporting.form.methods.options.${key}`) }))}
        isChecked={(id) => form.values.methods.some((chosen) => chosen === id)}
        error={message('methods')}
        onChange={(id, checked) => form.toggle('methods', id, checked)}
        onBlur={form.revalidate}
      />
      <ChoiceGroup
        idPrefix={idOf('received_time')}
        name="received_time"
        type="radio"
        legend={t('reporting.form.receivedTime.legend')}
        options={RECEIVED_TIME_OPTIONS.map(({ id, key }) => ({ id, label: t(`reporting.form.receivedTime.options.${key}`) }))}
        isChecked={(id) => form.values.received_time === id}
        error={message('received_time')}
        onChange={(id) => form.chooseReceivedTime(id as (typeof RECEIVED_TIME_OPTIONS)[number]['id'])}
        onBlur={form.revalidate}
      />
      {failure && (
        <p role="alert" className={styles.failure}>
          {t(`reporting.form.failure.${failure.kind}`, { hotline, code: failure.code })}
        </p>
      )}
      <button
        type="submit"
        className={styles.submit}
        disabled={live && form.blockedByErrors}
        aria-disabled={form.sending || undefined}
      >
        {form.sending ? t('reporting.form.sending') : t('reporting.form.submit')}
      </button>
    </form>
  );
}
