import { useSiteConfig } from '@echowatch/remote-kit';
import { Button, TextField } from '@echowatch/ui';
import { PHONE_LENGTH, phoneDigits } from '../../../forms/validation';
import { useTexts, type AuthTextKey } from '../../../i18n/texts';
import * as forms from '../../../forms/forms.module.css';

/** Step 1: the number, digits only, ten of them before Continue is offered. */
export function PhoneNumberStep({
  phone,
  onPhoneChange,
  busy,
  failure,
  onSubmit,
}: {
  phone: string;
  onPhoneChange: (phone: string) => void;
  busy: boolean;
  failure: AuthTextKey | null;
  onSubmit: () => void;
}) {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  return (
    <form
      className={forms.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && phone.length === PHONE_LENGTH) onSubmit();
      }}
    >
      <TextField
        label={t('login.phone.label')}
        hint={t('login.phone.hint')}
        value={phone}
        onValueChange={(value) => onPhoneChange(phoneDigits(value))}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_LENGTH}
        error={failure ? t(failure, { brand: brand.name }) : undefined}
      />
      {busy && (
        <p role="status" className={forms.muted}>
          {t('login.phone.sending')}
        </p>
      )}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={busy || phone.length !== PHONE_LENGTH}>
          {t('login.phone.continue')}
        </Button>
      </div>
    </form>
  );
}
