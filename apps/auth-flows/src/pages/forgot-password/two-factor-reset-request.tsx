import { useState } from 'react';
import { object } from 'yup';
import { useNavigate } from '@echowatch/routing';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { codeOf, failureKey, SESSION_EXPIRED_RETURN_S } from '../../forms/api-failures';
import { CountdownNotice } from '../../forms/countdown-notice';
import { filledText } from '../../forms/field-rules';
import { FormMessage } from '../../forms/form-message';
import { PasswordField } from '../../forms/password-field';
import { RequiredFieldsNote } from '../../forms/required-fields-note';
import { useAuthForm } from '../../forms/use-auth-form';
import { Button, TextField } from '@echowatch/ui';
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

// Both only need filling in: a wrong e-mail or password is the service's to refuse (code 30).
const RESET_REQUEST_SCHEMA = object({ email: filledText(), password: filledText() });

/** /forgot-otp step 1 (and each resend): e-mail and password of the sign-in waiting for its code. */
export function TwoFactorResetRequest({ suggestedEmail }: { suggestedEmail: string }) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const [expired, setExpired] = useState(false);

  const form = useAuthForm({
    initialValues: { email: suggestedEmail, password: '' },
    schema: RESET_REQUEST_SCHEMA,
    labels: { email: 'forgot.otp.email', password: 'forgot.otp.password' },
    onSubmit: async ({ email, password }) => {
      // An expired sign-in cannot be reset any more; only the way back to login is left.
      if (expired) return;
      setFailure(null);
      try {
        await api.requestTwoFactorReset(email.trim(), password.trim());
        setSentTo(email.trim());
      } catch (error) {
        setFailure(failureKey(error, RESET_REQUEST_MESSAGES));
        if (codeOf(error) === RESPONSE_CODE.sessionExpired) {
          forgetPendingTwoFactor();
          setExpired(true);
        }
      }
    },
  });

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
        {/* A resend is the same request again: the values that were sent are still in the form. */}
        <p className={forms.muted}>
          {t('forgot.mailSent.resendPrompt')}{' '}
          <Button variant="text" disabled={form.sending || expired} onClick={() => void form.submit()}>
            {t('forgot.mailSent.resend')}
          </Button>
        </p>
        {expiredActions}
      </div>
    );
  }

  return (
    <form method="post" className={forms.form} onSubmit={(event) => void form.submit(event)} noValidate>
      <fieldset disabled={expired} className={forms.fieldset}>
        <RequiredFieldsNote />
        <TextField
          {...form.field('email')}
          label={t('forgot.otp.email')}
          type="email"
          autoComplete="username"
          spellCheck={false}
          markRequired
        />
        <PasswordField {...form.field('password')} label={t('forgot.otp.password')} autoComplete="current-password" markRequired />
        {failureMessage}
        <div className={forms.actions}>
          <Button type="submit" keepFocus disabled={form.sending}>
            {form.sending ? t('forgot.sending') : t('forgot.submit')}
          </Button>
        </div>
      </fieldset>
      {expiredActions}
    </form>
  );
}
