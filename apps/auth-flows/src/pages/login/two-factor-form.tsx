import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
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
import { Button, buttonClassName, OtpInput } from '@echowatch/ui';
import { CountdownNotice } from '../../forms/countdown-notice';
import { OTP_LENGTH } from '../../forms/validation';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import { forgetPendingTwoFactor } from './pending-two-factor';
import * as page from '../shared/auth-page.module.css';
import * as forms from '../../forms/forms.module.css';

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
  const [otp, setOtp] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const [expired, setExpired] = useState(false);
  const [showHint, setShowHint] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (expired || sending) return;
    if (otp.length !== OTP_LENGTH) {
      setShowHint(true);
      input.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await api.validateTwoFactorOtp(otp);
      forgetPendingTwoFactor();
      onSignedIn();
    } catch (error) {
      setFailure(failureKey(error, LOGIN_CODE_MESSAGES));
      if (codeOf(error) === RESPONSE_CODE.sessionExpired) {
        forgetPendingTwoFactor();
        setExpired(true);
      }
      setSending(false);
      input.current?.select();
    }
  }

  return (
    <section className={page.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('login.twoFactor.title')}
      </h2>
      <p className={forms.muted}>{t('login.twoFactor.text', { username })}</p>
      <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset disabled={expired} className={forms.fieldset}>
          <OtpInput
            length={OTP_LENGTH}
            label={t('login.twoFactor.code')}
            value={otp}
            onValueChange={(value) => {
              setOtp(value);
              setShowHint(false);
            }}
            inputRef={input}
            error={showHint ? t('form.otpHint') : undefined}
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
