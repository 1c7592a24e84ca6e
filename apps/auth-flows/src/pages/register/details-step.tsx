import { useId, type FormEvent, type ReactNode } from 'react';
import { useSiteApi } from '@echowatch/remote-kit';
import { Button, buttonClassName, TextField, useKeepEarlyCheck } from '@echowatch/ui';
import { RequiredFieldsNote } from '../../forms/required-fields-note';
import { useServerCheck } from '../../forms/use-server-check';
import { PHONE_LENGTH, phoneDigits } from '../../forms/validation';
import { TransText } from '../../i18n/trans-text';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import type { RegistrationInfo } from './registration-info';
import { brokenFields, DETAILS_SCHEMA, messageOnceLeft, type RegistrationFormState } from './registration-rules';
import * as forms from '../../forms/forms.module.css';

type TextName = 'organization' | 'fullName' | 'email' | 'phone';

function TermsLink({ children }: { children?: ReactNode }) {
  return (
    <a href="/terms-of-use" target="_blank" rel="noopener" className={buttonClassName('text')}>
      {children}
    </a>
  );
}

/** The server's say on the e-mail and phone, once they pass the local rules. */
function useServerChecks(values: RegistrationInfo, emailPasses: boolean, phonePasses: boolean) {
  const api = useSiteApi();
  const email = useServerCheck(values.email.trim(), emailPasses, api.checkEmailInfo);
  const phone = useServerCheck(values.phone, phonePasses, api.checkPhoneInfo);
  const emailRefused = email.status === 'done' && email.result !== 'available';
  const phoneRefused = phone.status === 'done' && (phone.result === 'valid' || phone.result === 'not verified');
  const phoneInvalid = phone.status === 'done' && phone.result === 'invalid';
  const emailError: AuthTextKey | null = emailRefused ? 'register.errors.invalidEmail' : null;
  const phoneError: AuthTextKey | null = phoneRefused
    ? 'register.errors.phoneExisted'
    : phoneInvalid
      ? 'register.errors.invalidPhone'
      : null;
  return {
    email: emailError,
    phone: phoneError,
    // A check that could not run does not hold the visitor back: registration checks again.
    settled: ['done', 'failed'].includes(email.status) && ['done', 'failed'].includes(phone.status),
    checking: email.status === 'checking' || phone.status === 'checking',
  };
}

/** Step 1 of the government form: organization, name, e-mail, phone and the terms. */
export function DetailsStep({ form, onContinue }: { form: RegistrationFormState; onContinue: () => void }) {
  const { t } = useTexts();
  const agreementErrorId = useId();
  const { values, formik } = form;
  const broken = brokenFields(DETAILS_SCHEMA, values);
  const server = useServerChecks(values, !broken.has('email'), !broken.has('phone'));
  const ready = broken.size === 0 && server.settled && !server.email && !server.phone;

  // The server is asked only about a value the local rules pass, so at most one of the two speaks;
  // the server's refusal shows at once, without waiting for the field to be left.
  const refusals: Partial<Record<keyof RegistrationInfo, AuthTextKey | null>> = { email: server.email, phone: server.phone };
  const shown = (name: keyof RegistrationInfo) => {
    const refusal = refusals[name];
    return messageOnceLeft(form, name) ?? (refusal ? t(refusal) : undefined);
  };
  // Every field of this step is required.
  const field = (name: TextName) => ({ ...form.field(name), error: shown(name), markRequired: true });
  // Ticked before the form's code came, the box stays ticked once it is in.
  const agreedRef = useKeepEarlyCheck(values.agreed, (agreed) => void formik.setFieldValue('agreed', agreed));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onContinue();
  }

  return (
    <form method="post" className={forms.form} onSubmit={submit} noValidate>
      <RequiredFieldsNote />
      <TextField {...field('organization')} label={t('register.organization')} autoComplete="organization" maxLength={120} />
      <TextField {...field('fullName')} label={t('register.fullName')} autoComplete="name" maxLength={120} />
      <TextField
        {...field('email')}
        label={t('register.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={120}
      />
      <TextField
        {...field('phone')}
        // The box keeps digits only, at most ten, whether typed or pasted.
        onValueChange={(phone) => void formik.setFieldValue('phone', phoneDigits(phone))}
        label={t('register.phone')}
        // A national number (0 and nine digits): `tel-national` autofills it, and HTML allows that name on a
        // text box only; the keypad comes from inputMode.
        type="text"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_LENGTH}
      />
      <div className={forms.field}>
        <label className={forms.checkbox}>
          <input
            ref={agreedRef}
            type="checkbox"
            checked={values.agreed}
            onChange={(event) => void formik.setFieldValue('agreed', event.target.checked)}
            onBlur={() => void formik.setFieldTouched('agreed', true)}
            aria-required="true"
            aria-invalid={shown('agreed') ? true : undefined}
            aria-describedby={shown('agreed') ? agreementErrorId : undefined}
          />
          <span className={forms.requiredChoice} data-required>
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
