import { useState, type FormEvent } from 'react';
import { object } from 'yup';
import { useNavigate } from '@echowatch/routing';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { codeOf, failureKey } from '../../forms/api-failures';
import { FormMessage } from '../../forms/form-message';
import { oneTimeCode } from '../../forms/field-rules';
import { useAuthForm } from '../../forms/use-auth-form';
import { Button, OtpInput } from '@echowatch/ui';
import { OTP_LENGTH } from '../../forms/validation';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';

/** Reset authenticator page: 36, 32 (confirm is then off), anything else unexpected (product-rules R-RECOVER-5). */
const CONFIRM_MESSAGES = {
  [RESPONSE_CODE.invalidOtp]: 'codes.invalidOtp',
  [RESPONSE_CODE.rateLimited]: 'codes.confirmRateLimited',
} as const;

/** All six digits of the app's code; an empty box gets the same hint as a short one. */
const CONFIRM_CODE_SCHEMA = object({ otp: oneTimeCode() });

/** The 6-digit code from the newly paired app, with Cancel and Confirm. */
export function ConfirmCodeForm({ uid, onConfirmed }: { uid: string; onConfirmed: () => void }) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const navigate = useNavigate();
  const [locked, setLocked] = useState(false);
  const [failure, setFailure] = useState<AuthTextKey | null>(null);

  const form = useAuthForm({
    initialValues: { otp: '' },
    schema: CONFIRM_CODE_SCHEMA,
    labels: { otp: 'reset2fa.code' },
    onSubmit: async ({ otp }) => {
      setFailure(null);
      try {
        await api.confirmTwoFactorReset(uid, otp);
        onConfirmed();
      } catch (error) {
        setFailure(failureKey(error, CONFIRM_MESSAGES));
        if (codeOf(error) === RESPONSE_CODE.rateLimited) setLocked(true);
      }
    },
  });

  function submit(event: FormEvent) {
    // After code 32 confirming stays off: no hint, no call.
    if (locked) {
      event.preventDefault();
      return;
    }
    void form.submit(event);
  }

  // The hint shows only after a Confirm and goes as soon as the code changes.
  const otpField = form.checkedOnSend('otp');

  return (
    <form method="post" className={forms.form} onSubmit={submit} noValidate>
      <OtpInput {...otpField} length={OTP_LENGTH} label={t('reset2fa.code')} />
      {failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={form.sending || locked}>
          {form.sending ? t('reset2fa.confirming') : t('reset2fa.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/login')}>
          {t('reset2fa.cancel')}
        </Button>
      </div>
    </form>
  );
}
