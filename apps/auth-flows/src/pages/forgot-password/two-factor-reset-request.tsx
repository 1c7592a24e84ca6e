import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@echowatch/routing';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { codeOf, failureKey, SESSION_EXPIRED_RETURN_S } from '../../forms/api-failures';
import { CountdownNotice } from '../../forms/countdown-notice';
import { FormMessage } from '../../forms/form-message';
import { PasswordField } from '../../forms/password-field';
import { Button, TextField } from '@echowatch/ui';
import { useFieldMessage } from '../../forms/use-field-message';
import { checkFilled } from '../../forms/validation';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import { forgetPendingTwoFactor } from '../login/pending-two-factor';
import * as forms from '../../forms/forms.module.css';
import * as page from '../shared/auth-page.module.css';

/** Two-factor reset request: 32 is a resend limit, 31 the expired sign-in (docs/product-rules.md, R-RECOVER-4). */
const RESET_REQUEST_MESSAGES = {
  [RESPONSE_CODE.badCredentials]: 'codes.badCredentials',
  [RESPONSE_CODE.sessionExpired]: 'codes.sessionExpired',
  [RESPONSE_CODE.rateLimited]: 'codes.resendRateLimited',
} as const;

/** /forgot-otp step 1 (and each resend): e-mail and password of the sign-in waiting for its code. */
export function TwoFactorResetRequest({ suggestedEmail }: { suggestedEmail: string }) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const navigate = useNavigate();
  const message = useFieldMessage();
  const [values, setValues] = useState({ email: suggestedEmail, password: '' });
  const [touched, setTouched] = useState({ email: false, password: false });
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const [expired, setExpired] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const checks = {
    email: checkFilled(values.email, 'forgot.otp.email'),
    password: checkFilled(values.password, 'forgot.otp.password'),
  };

  async function request() {
    setSending(true);
    setFailure(null);
    try {
      await api.requestTwoFactorReset(values.email.trim(), values.password.trim());
      setSentTo(values.email.trim());
    } catch (error) {
      setFailure(failureKey(error, RESET_REQUEST_MESSAGES));
      if (codeOf(error) === RESPONSE_CODE.sessionExpired) {
        forgetPendingTwoFactor();
        setExpired(true);
      }
    }
    setSending(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (checks.email || checks.password) {
      (checks.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    if (!sending && !expired) void request();
  }

  const failureMessage = failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>;
  const expiredActions = expired && (
    <div className={forms.actions}>
      <Button variant="secondary" onClick={() => navigate('/login')}>
        {t('forgot.otp.loginAction')}
      </Button>
      <CountdownNotice seconds={SESSION_EXPIRED_RETURN_S} onDone={() => navigate('/login')}>
        {(left) => t('forgot.otp.returning', { count: left })}
      </CountdownNotice>
    </div>
  );

  if (sentTo) {
    return (
      <div className={forms.form}>
        <h2 className={page.sectionTitle}>{t('forgot.mailSent.title')}</h2>
        <p className={forms.success}>{t('forgot.otp.mailSent', { email: sentTo })}</p>
        {failureMessage}
        <p className={forms.muted}>
          {t('forgot.mailSent.resendPrompt')}{' '}
          <Button variant="text" disabled={sending || expired} onClick={() => void request()}>
            {t('forgot.mailSent.resend')}
          </Button>
        </p>
        {expiredActions}
      </div>
    );
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <fieldset disabled={expired} className={forms.fieldset}>
        <TextField
          label={t('forgot.otp.email')}
          value={values.email}
          onValueChange={(email) => setValues((current) => ({ ...current, email }))}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
          error={touched.email ? message(checks.email) : undefined}
          inputRef={emailInput}
          type="email"
          autoComplete="username"
          spellCheck={false}
        />
        <PasswordField
          label={t('forgot.otp.password')}
          value={values.password}
          onValueChange={(password) => setValues((current) => ({ ...current, password }))}
          onBlur={() => setTouched((current) => ({ ...current, password: true }))}
          error={touched.password ? message(checks.password) : undefined}
          inputRef={passwordInput}
          autoComplete="current-password"
        />
        {failureMessage}
        <div className={forms.actions}>
          <Button type="submit" keepFocus disabled={sending}>
            {sending ? t('forgot.sending') : t('forgot.submit')}
          </Button>
        </div>
      </fieldset>
      {expiredActions}
    </form>
  );
}
