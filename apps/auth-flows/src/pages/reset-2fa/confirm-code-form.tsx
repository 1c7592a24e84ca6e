import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@echowatch/routing';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { codeOf, failureKey } from '../../forms/api-failures';
import { FormMessage } from '../../forms/form-message';
import { Button, OtpInput } from '@echowatch/ui';
import { OTP_LENGTH } from '../../forms/validation';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';

/** Reset authenticator page: 36, 32 (confirm is then off), anything else unexpected (product-rules R-RECOVER-5). */
const CONFIRM_MESSAGES = {
  [RESPONSE_CODE.invalidOtp]: 'codes.invalidOtp',
  [RESPONSE_CODE.rateLimited]: 'codes.confirmRateLimited',
} as const;

/** The 6-digit code from the newly paired app, with Cancel and Confirm. */
export function ConfirmCodeForm({ uid, onConfirmed }: { uid: string; onConfirmed: () => void }) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const [sending, setSending] = useState(false);
  const [locked, setLocked] = useState(false);
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const [showHint, setShowHint] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || locked) return;
    if (otp.length !== OTP_LENGTH) {
      setShowHint(true);
      input.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await api.confirmTwoFactorReset(uid, otp);
      onConfirmed();
    } catch (error) {
      setFailure(failureKey(error, CONFIRM_MESSAGES));
      if (codeOf(error) === RESPONSE_CODE.rateLimited) setLocked(true);
      setSending(false);
    }
  }

  return (
    <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
      <OtpInput
        length={OTP_LENGTH}
        label={t('reset2fa.code')}
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
        <Button type="submit" keepFocus disabled={sending || locked}>
          {sending ? t('reset2fa.confirming') : t('reset2fa.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/login')}>
          {t('reset2fa.cancel')}
        </Button>
      </div>
    </form>
  );
}
