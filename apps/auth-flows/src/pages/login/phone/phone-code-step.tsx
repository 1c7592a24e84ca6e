import { object } from 'yup';
import { useSiteConfig } from '@echowatch/remote-kit';
import { FormMessage } from '../../../forms/form-message';
import { useAuthForm } from '../../../forms/use-auth-form';
import { Button, OtpInput } from '@echowatch/ui';
import { useCountdown } from '../../../forms/use-countdown';
import { OTP_LENGTH } from '../../../forms/validation';
import { useTexts, type AuthTextKey } from '../../../i18n/texts';
import { oneTimeCode } from '../../../forms/field-rules';
import { useCodeInput } from '../use-code-input';
import * as forms from '../../../forms/forms.module.css';

/** A new code may be asked for 60 s after the last one (docs/product-rules.md, R-AUTH-4). */
export const RESEND_AFTER_S = 60;

const CODE_SCHEMA = object({ code: oneTimeCode() });

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
  /** The sign-in around this step is busy (a code being sent, or signed in and leaving). */
  busy: boolean;
  failure: AuthTextKey | null;
  /** Settles once the code was confirmed (or refused): Confirm OTP shows "Checking…" until then. */
  onSubmit: (code: string) => Promise<void>;
  onResend: () => void;
  onChangeNumber: () => void;
}) {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  const form = useAuthForm({
    initialValues: { code: '' },
    schema: CODE_SCHEMA,
    labels: { code: 'login.phone.code' },
    onSubmit: ({ code }) => onSubmit(code),
  });
  // Like the two-factor form's code: its hint shows after a Confirm and goes with the next keystroke.
  const code = form.checkedOnSend('code');
  const { inputRef } = useCodeInput(code.inputRef);
  const left = useCountdown(RESEND_AFTER_S);
  const locked = busy || form.sending;

  return (
    <form
      method="post"
      className={forms.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A short code is not sent: the hint under the box says so and the box takes the focus.
        if (!locked) void form.submit();
      }}
    >
      <p role="status" className={forms.muted}>
        {t('login.phone.codeSent', { phone })}
      </p>
      <OtpInput
        length={OTP_LENGTH}
        name={code.name}
        label={t('login.phone.code')}
        value={code.value}
        onValueChange={code.onValueChange}
        inputRef={inputRef}
        error={code.error}
      />
      {failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={locked}>
          {locked ? t('login.phone.confirming') : t('login.phone.confirm')}
        </Button>
        {left > 0 ? (
          <p role="timer" className={forms.muted}>
            {t('login.phone.resendIn', { count: left })}
          </p>
        ) : (
          <Button variant="text" onClick={onResend} disabled={locked}>
            {t('login.phone.resend')}
          </Button>
        )}
        <Button variant="text" onClick={onChangeNumber} disabled={locked}>
          {t('login.phone.changeNumber')}
        </Button>
      </div>
    </form>
  );
}
