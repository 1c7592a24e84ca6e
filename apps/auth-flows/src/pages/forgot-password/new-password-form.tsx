import { useState } from 'react';
import { object } from 'yup';
import { useNavigate } from '@echowatch/routing';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { Button } from '@echowatch/ui';
import { failureKey } from '../../forms/api-failures';
import { passwordConfirmation, strongPassword } from '../../forms/field-rules';
import { FormMessage } from '../../forms/form-message';
import { PasswordField } from '../../forms/password-field';
import { RequiredFieldsNote } from '../../forms/required-fields-note';
import { useAuthForm } from '../../forms/use-auth-form';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';

const NEW_PASSWORD_SCHEMA = object({ password: strongPassword(), confirm: passwordConfirmation('password') });

/** Step 3: the new password twice; success (code 10) goes to /login/reset. */
export function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<AuthTextKey | null>(null);

  const form = useAuthForm({
    initialValues: { password: '', confirm: '' },
    schema: NEW_PASSWORD_SCHEMA,
    labels: { password: 'forgot.newPassword.password', confirm: 'forgot.newPassword.confirm' },
    onSubmit: async ({ password }) => {
      setFailure(null);
      try {
        await api.setNewPassword(token, password.trim());
        navigate('/login/reset');
      } catch (error) {
        setFailure(failureKey(error, {}));
      }
    },
  });
  const passwordError = form.errorOf('password');

  return (
    <form method="post" className={forms.form} onSubmit={(event) => void form.submit(event)} noValidate>
      <p className={forms.muted}>{t('forgot.newPassword.account', { email })}</p>
      <RequiredFieldsNote />
      <PasswordField
        {...form.field('password')}
        label={t('forgot.newPassword.password')}
        markRequired
        // While the error says which rule is broken, the hint only adds the allowed characters.
        hint={passwordError ? t('form.passwordHint') : `${t('form.passwordRule')}. ${t('form.passwordHint')}`}
        autoComplete="new-password"
      />
      <PasswordField {...form.field('confirm')} label={t('forgot.newPassword.confirm')} autoComplete="new-password" markRequired />
      {failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={form.sending}>
          {form.sending ? t('forgot.newPassword.submitting') : t('forgot.newPassword.submit')}
        </Button>
      </div>
    </form>
  );
}
