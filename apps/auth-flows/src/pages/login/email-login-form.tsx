import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@echowatch/routing';
import { isApiError, type LoginRefusal, type LoginResult } from '@echowatch/api-client';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { Captcha, useCaptcha } from '../../captcha/captcha';
import { failureKey, LOGIN_CODE_MESSAGES } from '../../forms/api-failures';
import { FormMessage } from '../../forms/form-message';
import { PasswordField } from '../../forms/password-field';
import { Button, buttonClassName, TextField } from '@echowatch/ui';
import { useFieldMessage } from '../../forms/use-field-message';
import { checkFilled } from '../../forms/validation';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';
import * as styles from './login-page.module.css';

type Field = 'username' | 'password';

/** The e-mail tab: Email/Username, password, and a captcha once the account service asks for one. */
export function EmailLoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const message = useFieldMessage();
  const captcha = useCaptcha();
  const [values, setValues] = useState({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const checks = {
    username: checkFilled(values.username, 'login.username'),
    password: checkFilled(values.password, 'login.password'),
  };
  const shown = (field: Field) => (submitted || touched[field] ? message(checks[field]) : undefined);
  const blocked = sending || (captchaRequired && !captcha.token);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (checks.username || checks.password) {
      (checks.username ? usernameInput : passwordInput).current?.focus();
      return;
    }
    if (blocked) return;
    setSending(true);
    setFailure(null);
    try {
      const result = await api.login({
        username: values.username.trim(),
        password: values.password.trim(),
        ...(captcha.token ? { recaptcha_response: captcha.token } : {}),
      });
      onSignedIn(result);
    } catch (error) {
      const refusal = isApiError(error) ? (error.data as LoginRefusal | null) : null;
      if (refusal?.captcha_required) setCaptchaRequired(true);
      const needsCaptcha = isApiError(error, 11) && refusal?.captcha_required;
      setFailure(needsCaptcha ? 'captcha.required' : failureKey(error, LOGIN_CODE_MESSAGES));
      // A captcha token works once; the next attempt needs a fresh one.
      captcha.reset();
      setSending(false);
    }
  }

  const field = (name: Field) => ({
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: shown(name),
  });

  return (
    <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField {...field('username')} inputRef={usernameInput} label={t('login.username')} autoComplete="username" spellCheck={false} />
      <PasswordField {...field('password')} inputRef={passwordInput} label={t('login.password')} autoComplete="current-password" />
      <Link to="/forgot-password" className={`${buttonClassName('text')} ${styles.forgot}`}>
        {t('login.forgot')}
      </Link>
      {captchaRequired && <Captcha key={captcha.round} onChange={captcha.onChange} />}
      {failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={blocked}>
          {sending ? t('login.submitting') : t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
