import { useEffect, useRef, useState } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';
import { FormMessage } from '../../../forms/form-message';
import { Button, OtpInput } from '@echowatch/ui';
import { useCountdown } from '../../../forms/use-countdown';
import { OTP_LENGTH } from '../../../forms/validation';
import { useTexts, type AuthTextKey } from '../../../i18n/texts';
import * as forms from '../../../forms/forms.module.css';

/** A new code may be asked for 60 s after the last one (docs/product-rules.md, R-AUTH-4). */
export const RESEND_AFTER_S = 60;

/** Step 2: the 6-digit SMS code, Confirm OTP, and the resend countdown. */
export function PhoneCodeStep({
  phone,
  busy,
  failure,
  onSubmit,
  onResend,
  onChangeNumber,
}: {
  phone: string;
  busy: boolean;
  failure: AuthTextKey | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
}) {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const left = useCountdown(RESEND_AFTER_S);

  useEffect(() => input.current?.focus(), []);

  return (
    <form
      className={forms.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && code.length === OTP_LENGTH) onSubmit(code);
      }}
    >
      <p role="status" className={forms.muted}>
        {t('login.phone.codeSent', { phone })}
      </p>
      <OtpInput length={OTP_LENGTH} label={t('login.phone.code')} value={code} onValueChange={setCode} inputRef={input} />
      {failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={busy || code.length !== OTP_LENGTH}>
          {busy ? t('login.phone.confirming') : t('login.phone.confirm')}
        </Button>
        {left > 0 ? (
          <p role="timer" className={forms.muted}>
            {t('login.phone.resendIn', { count: left })}
          </p>
        ) : (
          <Button variant="text" onClick={onResend} disabled={busy}>
            {t('login.phone.resend')}
          </Button>
        )}
        <Button variant="text" onClick={onChangeNumber} disabled={busy}>
          {t('login.phone.changeNumber')}
        </Button>
      </div>
    </form>
  );
}
