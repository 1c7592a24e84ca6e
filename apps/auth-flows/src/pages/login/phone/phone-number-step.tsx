import { useSiteConfig } from '@echowatch/remote-kit';
import { Button, TextField } from '@echowatch/ui';
import { RequiredFieldsNote } from '../../../forms/required-fields-note';
import type { AuthForm } from '../../../forms/use-auth-form';
import { PHONE_LENGTH, phoneDigits } from '../../../forms/validation';
import { useTexts, type AuthTextKey } from '../../../i18n/texts';
import * as forms from '../../../forms/forms.module.css';

export interface PhoneNumberValues {
  phone: string;
}

/**
 * Step 1: the number, digits only, ten of them before Continue is offered (the product's "at least
 * 10 to continue"). The number is checked when sent and not before; what the check or the account
 * service said stays under the box, which takes the focus, until the next Continue.
 */
export function PhoneNumberStep({ form, busy }: { form: AuthForm<PhoneNumberValues>; busy: boolean }) {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  const phone = form.values.phone;
  const complete = phone.length === PHONE_LENGTH;
  // Set only by a send: the number's rule or the service's refusal (./phone-login.tsx).
  const failure = form.formik.errors.phone as AuthTextKey | undefined;
  return (
    <form
      method="post"
      className={forms.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Enter does no more than the Continue button, which waits for all ten digits.
        if (!busy && complete) void form.submit();
      }}
    >
      <RequiredFieldsNote />
      <TextField
        name="phone"
        inputRef={form.field('phone').inputRef}
        markRequired
        label={t('login.phone.label')}
        hint={t('login.phone.hint')}
        value={phone}
        onValueChange={(value) => void form.formik.setFieldValue('phone', phoneDigits(value), false)}
        // A national number (0 and nine digits): `tel-national` autofills it, and HTML allows that name on a
        // text box only; the keypad comes from inputMode.
        type="text"
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
        <Button type="submit" keepFocus disabled={busy || !complete}>
          {t('login.phone.continue')}
        </Button>
      </div>
    </form>
  );
}
