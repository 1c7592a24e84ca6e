import { object } from 'yup';
import type { InvitedUser } from '@echowatch/api-client';
import { invitedName, passwordConfirmation, strongPassword } from '../../forms/field-rules';
import { FormMessage } from '../../forms/form-message';
import { PasswordField } from '../../forms/password-field';
import { RequiredFieldsNote } from '../../forms/required-fields-note';
import { useAuthForm } from '../../forms/use-auth-form';
import { Button, TextField } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';

export interface InvitedUserValues {
  fullName: string;
  password: string;
}

const INVITED_USER_SCHEMA = object({
  fullName: invitedName(),
  password: strongPassword(),
  confirm: passwordConfirmation('password'),
});

/** The invited address (read-only), a full name and a password twice. */
export function InvitedUserForm({
  invitation,
  failed,
  onSubmit,
}: {
  invitation: InvitedUser;
  failed: boolean;
  /** Creates the account; the form counts as sending until it settles. */
  onSubmit: (values: InvitedUserValues) => Promise<void>;
}) {
  const { t } = useTexts();
  const form = useAuthForm({
    initialValues: { fullName: '', password: '', confirm: '' },
    schema: INVITED_USER_SCHEMA,
    labels: { fullName: 'user.fullName', password: 'user.password', confirm: 'user.confirm' },
    onSubmit: (values) => onSubmit({ fullName: values.fullName.trim(), password: values.password.trim() }),
  });

  return (
    <form method="post" className={forms.form} onSubmit={(event) => void form.submit(event)} noValidate>
      <RequiredFieldsNote />
      <TextField label={t('user.email')} value={invitation.email} onValueChange={() => undefined} readOnly type="email" />
      <TextField {...form.field('fullName')} label={t('user.fullName')} autoComplete="name" maxLength={120} markRequired />
      <PasswordField
        {...form.field('password')}
        label={t('user.password')}
        markRequired
        autoComplete="new-password"
        // The rule itself shows as the hint until it shows as the error.
        hint={form.errorOf('password') ? t('form.passwordHint') : `${t('form.passwordRule')}. ${t('form.passwordHint')}`}
      />
      <PasswordField {...form.field('confirm')} label={t('user.confirm')} autoComplete="new-password" markRequired />
      {failed && <FormMessage kind="error">{t('user.failed')}</FormMessage>}
      {form.sending && (
        <p role="status" className={forms.muted}>
          {t('user.submitting')}
        </p>
      )}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={form.sending}>
          {t('user.submit')}
        </Button>
      </div>
    </form>
  );
}
