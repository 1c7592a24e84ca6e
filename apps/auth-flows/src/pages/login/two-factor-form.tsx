import { useId, useState } from 'react';
import { object } from 'yup';
import { Link } from '@echowatch/routing';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { RESPONSE_CODE } from '@echowatch/contracts';
import {
  codeOf,
  failureKey,
  LOGIN_CODE_MESSAGES,
  SESSION_EXPIRED_RETURN_S,
} from '../../forms/api-failures';
import { FormMessage } from '../../forms/form-message';
import { oneTimeCode } from '../../forms/field-rules';
import { useAuthForm } from '../../forms/use-auth-form';
import { Button, buttonClassName, OtpInput } from '@echowatch/ui';
import { CountdownNotice } from '../../forms/countdown-notice';
import { OTP_LENGTH } from '../../forms/validation';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import { forgetPendingTwoFactor } from './pending-two-factor';
import { useCodeInput } from './use-code-input';
import * as page from '../shared/auth-page.module.css';
import * as forms from '../../forms/forms.module.css';

const TWO_FACTOR_SCHEMA = object({ otp: oneTimeCode() });

/** Replaces the login form while the account service waits for the authenticator code. */
export function TwoFactorForm({
  username,
  onSignedIn,
  onBackToLogin,
}: {
  username: string;
  onSignedIn: () => void;
  onBackToLogin: () => void;
}) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const titleId = useId();
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const [expired, setExpired] = useState(false);
  // The console loads in place of this page: the form stays busy until it does.
  const [signedIn, setSignedIn] = useState(false);

  const form = useAuthForm({
    initialValues: { otp: '' },
    schema: TWO_FACTOR_SCHEMA,
    labels: { otp: 'login.twoFactor.code' },
    onSubmit: async ({ otp }) => {
      setFailure(null);
      try {
        await api.validateTwoFactorOtp(otp);
        forgetPendingTwoFactor();
        onSignedIn();
        setSignedIn(true);
      } catch (error) {
        setFailure(failureKey(error, LOGIN_CODE_MESSAGES));
        if (codeOf(error) === RESPONSE_CODE.sessionExpired) {
          forgetPendingTwoFactor();
          setExpired(true);
        }
        // The refused code stays, selected, so typing the next one replaces it.
        code.input.current?.select();
      }
    },
  });
  const otp = form.checkedOnSend('otp');
  const code = useCodeInput(otp.inputRef);
  const sending = form.sending || signedIn;

  return (
    <section className={page.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('login.twoFactor.title')}
      </h2>
      <p className={forms.muted}>{t('login.twoFactor.text', { username })}</p>
      <form
        method="post"
        className={forms.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!expired && !sending) void form.submit();
        }}
        noValidate
      >
        <fieldset disabled={expired} className={forms.fieldset}>
          <OtpInput
            length={OTP_LENGTH}
            name={otp.name}
            label={t('login.twoFactor.code')}
            value={otp.value}
            onValueChange={otp.onValueChange}
            inputRef={code.inputRef}
            error={otp.error}
          />
          {failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>}
          <div className={forms.actions}>
            <Button type="submit" keepFocus disabled={sending}>
              {sending ? t('login.twoFactor.submitting') : t('login.twoFactor.submit')}
            </Button>
            <Link to="/forgot-otp" className={buttonClassName('text')}>
              {t('login.twoFactor.reset')}
            </Link>
          </div>
        </fieldset>
      </form>
      {expired && (
        <div className={forms.actions}>
          <Button variant="secondary" onClick={onBackToLogin}>
            {t('login.twoFactor.loginAction')}
          </Button>
          <CountdownNotice seconds={SESSION_EXPIRED_RETURN_S} onDone={onBackToLogin}>
            {(left) => t('login.twoFactor.returning', { count: left })}
          </CountdownNotice>
        </div>
      )}
    </section>
  );
}
