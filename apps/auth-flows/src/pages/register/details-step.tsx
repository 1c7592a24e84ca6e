import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSiteApi } from '@echowatch/remote-kit';
import { Button, buttonClassName, TextField } from '@echowatch/ui';
import { useFieldMessage } from '../../forms/use-field-message';
import { useServerCheck } from '../../forms/use-server-check';
import {
  checkEmailFormat,
  checkOrganization,
  checkRegistrationName,
  checkRegistrationPhone,
  PHONE_LENGTH,
  phoneDigits,
  type FieldCheck,
} from '../../forms/validation';
import { TransText, useTexts } from '../../i18n/texts';
import type { RegistrationInfo } from './registration-info';
import * as forms from '../../forms/forms.module.css';

type Field = 'organization' | 'fullName' | 'email' | 'phone' | 'agreed';
const FIELDS: Field[] = ['organization', 'fullName', 'email', 'phone', 'agreed'];

function TermsLink({ children }: { children?: ReactNode }) {
  return (
    <a href="/terms-of-use" target="_blank" rel="noopener" className={buttonClassName('text')}>
      {children}
    </a>
  );
}

/** The server's say on the e-mail and phone, once they pass the local rules. */
function useServerChecks(info: RegistrationInfo, emailCheck: FieldCheck, phoneCheck: FieldCheck) {
  const api = useSiteApi();
  const email = useServerCheck(info.email.trim(), emailCheck === null, api.checkEmailInfo);
  const phone = useServerCheck(info.phone, phoneCheck === null, api.checkPhoneInfo);
  const emailRefused = email.status === 'done' && email.result !== 'available';
  const phoneRefused = phone.status === 'done' && (phone.result === 'valid' || phone.result === 'not verified');
  const phoneInvalid = phone.status === 'done' && phone.result === 'invalid';
  const emailError: FieldCheck = emailRefused ? { key: 'register.errors.invalidEmail' } : null;
  const phoneError: FieldCheck = phoneRefused
    ? { key: 'register.errors.phoneExisted' }
    : phoneInvalid
      ? { key: 'register.errors.invalidPhone' }
      : null;
  return {
    email: emailError,
    phone: phoneError,
    // A check that could not run does not hold the visitor back: registration checks again.
    settled: ['done', 'failed'].includes(email.status) && ['done', 'failed'].includes(phone.status),
    checking: email.status === 'checking' || phone.status === 'checking',
  };
}

/** Step 1 of the government form: organisation, name, e-mail, phone and the terms. */
export function DetailsStep({
  info,
  onChange,
  onContinue,
}: {
  info: RegistrationInfo;
  onChange: (change: Partial<RegistrationInfo>) => void;
  onContinue: () => void;
}) {
  const { t } = useTexts();
  const message = useFieldMessage();
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const agreementErrorId = useId();

  const local: Record<Field, FieldCheck> = {
    organization: checkOrganization(info.organization, 'register.organization'),
    fullName: checkRegistrationName(info.fullName, 'register.fullName'),
    email: checkEmailFormat(info.email, 'register.email'),
    phone: checkRegistrationPhone(info.phone, 'register.phone'),
    agreed: info.agreed ? null : { key: 'register.errors.agree' },
  };
  const server = useServerChecks(info, local.email, local.phone);
  const checks: Record<Field, FieldCheck> = {
    ...local,
    email: local.email ?? server.email,
    phone: local.phone ?? server.phone,
  };
  const ready = FIELDS.every((field) => checks[field] === null) && server.settled;
  const shown = (field: Field) => {
    const serverSaid = (field === 'email' && server.email) || (field === 'phone' && server.phone);
    return touched[field] || serverSaid ? message(checks[field]) : undefined;
  };
  const field = (name: Exclude<Field, 'agreed'>) => ({
    value: info[name],
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: shown(name),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onContinue();
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <TextField
        {...field('organization')}
        onValueChange={(organization) => onChange({ organization })}
        label={t('register.organization')}
        autoComplete="organization"
        maxLength={120}
      />
      <TextField
        {...field('fullName')}
        onValueChange={(fullName) => onChange({ fullName })}
        label={t('register.fullName')}
        autoComplete="name"
        maxLength={120}
      />
      <TextField
        {...field('email')}
        onValueChange={(email) => onChange({ email })}
        label={t('register.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={120}
      />
      <TextField
        {...field('phone')}
        onValueChange={(phone) => onChange({ phone: phoneDigits(phone) })}
        label={t('register.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_LENGTH}
      />
      <div className={forms.field}>
        <label className={forms.checkbox}>
          <input
            type="checkbox"
            checked={info.agreed}
            onChange={(event) => onChange({ agreed: event.target.checked })}
            onBlur={() => setTouched((current) => ({ ...current, agreed: true }))}
            aria-invalid={shown('agreed') ? true : undefined}
            aria-describedby={shown('agreed') ? agreementErrorId : undefined}
          />
          <span>
            <TransText i18nKey="register.agree" components={{ terms: <TermsLink /> }} />
          </span>
        </label>
        <p id={agreementErrorId} className={forms.error} aria-live="polite">
          {shown('agreed')}
        </p>
      </div>
      {server.checking && (
        <p role="status" className={forms.muted}>
          {t('register.checking')}
        </p>
      )}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={!ready}>
          {t('register.continue')}
        </Button>
      </div>
    </form>
  );
}
