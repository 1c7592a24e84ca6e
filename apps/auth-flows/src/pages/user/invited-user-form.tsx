import { useRef, useState, type FormEvent } from 'react';
import type { InvitedUser } from '@echowatch/api-client';
import { FormMessage } from '../../forms/form-message';
import { PasswordField } from '../../forms/password-field';
import { Button, TextField } from '@echowatch/ui';
import { useFieldMessage } from '../../forms/use-field-message';
import { checkConfirmation, checkInvitedName, checkPassword } from '../../forms/validation';
import { useTexts } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';

type Field = 'fullName' | 'password' | 'confirm';

export interface InvitedUserValues {
  fullName: string;
  password: string;
}

/** The invited address (read-only), a full name and a password twice. */
export function InvitedUserForm({
  invitation,
  sending,
  failed,
  onSubmit,
}: {
  invitation: InvitedUser;
  sending: boolean;
  failed: boolean;
  onSubmit: (values: InvitedUserValues) => void;
}) {
  const { t } = useTexts();
  const message = useFieldMessage();
  const [values, setValues] = useState({ fullName: '', password: '', confirm: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  const checks = {
    fullName: checkInvitedName(values.fullName, 'user.fullName'),
    password: checkPassword(values.password, 'user.password'),
    confirm: checkConfirmation(values.confirm, values.password, 'user.confirm'),
  };
  const shown = (field: Field) => (submitted || touched[field] ? message(checks[field]) : undefined);
  const field = (name: Field) => ({
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: shown(name),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (checks.fullName || checks.password || checks.confirm) {
      (checks.fullName ? nameInput : checks.password ? passwordInput : confirmInput).current?.focus();
      return;
    }
    if (!sending) onSubmit({ fullName: values.fullName.trim(), password: values.password.trim() });
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <TextField label={t('user.email')} value={invitation.email} onValueChange={() => undefined} readOnly type="email" />
      <TextField {...field('fullName')} inputRef={nameInput} label={t('user.fullName')} autoComplete="name" maxLength={120} />
      <PasswordField
        {...field('password')}
        inputRef={passwordInput}
        label={t('user.password')}
        autoComplete="new-password"
        hint={shown('password') ? t('form.passwordHint') : `${t('form.passwordRule')}. ${t('form.passwordHint')}`}
      />
      <PasswordField {...field('confirm')} inputRef={confirmInput} label={t('user.confirm')} autoComplete="new-password" />
      {failed && <FormMessage kind="error">{t('user.failed')}</FormMessage>}
      {sending && (
        <p role="status" className={forms.muted}>
          {t('user.submitting')}
        </p>
      )}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={sending}>
          {t('user.submit')}
        </Button>
      </div>
    </form>
  );
}
