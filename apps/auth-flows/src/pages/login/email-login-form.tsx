import { useState } from 'react';
import { object } from 'yup';
import { Link } from '@echowatch/routing';
import { isApiError, type LoginRefusal, type LoginResult } from '@echowatch/api-client';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { Captcha, useCaptcha } from '../../captcha/captcha';
import { failureKey, LOGIN_CODE_MESSAGES } from '../../forms/api-failures';
import { filledText } from '../../forms/field-rules';
import { FormMessage } from '../../forms/form-message';
import { PasswordField } from '../../forms/password-field';
import { RequiredFieldsNote } from '../../forms/required-fields-note';
import { useAuthForm } from '../../forms/use-auth-form';
import { Button, buttonClassName, TextField } from '@echowatch/ui';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';
import * as styles from './login-page.module.css';

const LOGIN_SCHEMA = object({ username: filledText(), password: filledText() });

/** The e-mail tab: Email/Username, password, and a captcha once the account service asks for one. */
export function EmailLoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const captcha = useCaptcha();
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  // Signed in: the form stays busy while the console (or the code step) takes over.
  const [signedIn, setSignedIn] = useState(false);

  const form = useAuthForm({
    initialValues: { username: '', password: '' },
    schema: LOGIN_SCHEMA,
    labels: { username: 'login.username', password: 'login.password' },
    onSubmit: async (values) => {
      if (captchaRequired && !captcha.token) return;
      setFailure(null);
      try {
        const result = await api.login({
          username: values.username.trim(),
          password: values.password.trim(),
          ...(captcha.token ? { recaptcha_response: captcha.token } : {}),
        });
        setSignedIn(true);
        onSignedIn(result);
      } catch (error) {
        const refusal = isApiError(error) ? (error.data as LoginRefusal | null) : null;
        if (refusal?.captcha_required) setCaptchaRequired(true);
        const needsCaptcha = isApiError(error, 11) && refusal?.captcha_required;
        setFailure(needsCaptcha ? 'captcha.required' : failureKey(error, LOGIN_CODE_MESSAGES));
        // A captcha token works once; the next attempt needs a fresh one.
        captcha.reset();
      }
    },
  });
  const busy = form.sending || signedIn;
  const blocked = busy || (captchaRequired && !captcha.token);

  return (
    <form method="post" className={forms.form} onSubmit={(event) => void form.submit(event)} noValidate>
      <RequiredFieldsNote />
      <TextField {...form.field('username')} label={t('login.username')} autoComplete="username" spellCheck={false} markRequired />
      <PasswordField {...form.field('password')} label={t('login.password')} autoComplete="current-password" markRequired />
      <Link to="/forgot-password" className={`${buttonClassName('text')} ${styles.forgot}`}>
        {t('login.forgot')}
      </Link>
      {captchaRequired && <Captcha key={captcha.round} onChange={captcha.onChange} />}
      {failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={blocked}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
