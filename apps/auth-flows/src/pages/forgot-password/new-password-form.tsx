import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@echowatch/routing';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { Button } from '@echowatch/ui';
import { failureKey } from '../../forms/api-failures';
import { FormMessage } from '../../forms/form-message';
import { PasswordField } from '../../forms/password-field';
import { useFieldMessage } from '../../forms/use-field-message';
import { checkConfirmation, checkPassword } from '../../forms/validation';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';

/** Step 3: the new password twice; success (code 10) goes to /login/reset. */
export function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const navigate = useNavigate();
  const message = useFieldMessage();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const checks = {
    password: checkPassword(values.password, 'forgot.newPassword.password'),
    confirm: checkConfirmation(values.confirm, values.password, 'forgot.newPassword.confirm'),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ password: true, confirm: true });
    if (checks.password || checks.confirm) {
      (checks.password ? passwordInput : confirmInput).current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await api.setNewPassword(token, values.password.trim());
      navigate('/login/reset');
    } catch (error) {
      setFailure(failureKey(error, {}));
      setSending(false);
    }
  }

  return (
    <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={forms.muted}>{t('forgot.newPassword.account', { email })}</p>
      <PasswordField
        label={t('forgot.newPassword.password')}
        value={values.password}
        onValueChange={(password) => setValues((current) => ({ ...current, password }))}
        onBlur={() => setTouched((current) => ({ ...current, password: true }))}
        error={touched.password ? message(checks.password) : undefined}
        hint={touched.password && checks.password ? t('form.passwordHint') : `${t('form.passwordRule')}. ${t('form.passwordHint')}`}
        inputRef={passwordInput}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('forgot.newPassword.confirm')}
        value={values.confirm}
        onValueChange={(confirm) => setValues((current) => ({ ...current, confirm }))}
        onBlur={() => setTouched((current) => ({ ...current, confirm: true }))}
        error={touched.confirm ? message(checks.confirm) : undefined}
        inputRef={confirmInput}
        autoComplete="new-password"
      />
      {failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={sending}>
          {sending ? t('forgot.newPassword.submitting') : t('forgot.newPassword.submit')}
        </Button>
      </div>
    </form>
  );
}
