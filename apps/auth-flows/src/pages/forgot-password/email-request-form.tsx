import { useState } from 'react';
import { object } from 'yup';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { Captcha, useCaptcha } from '../../captcha/captcha';
import { failureKey } from '../../forms/api-failures';
import { emailAddress } from '../../forms/field-rules';
import { FormMessage } from '../../forms/form-message';
import { RequiredFieldsNote } from '../../forms/required-fields-note';
import { useAuthForm } from '../../forms/use-auth-form';
import { Button, TextField } from '@echowatch/ui';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';
import { FORGOT_CODE_MESSAGES } from './forgot-code-messages';

// The address is checked here as the service checks it: a malformed one would come back as code 11,
// which this form reads as a refused captcha and would send the visitor after the wrong problem.
const EMAIL_REQUEST_SCHEMA = object({ email: emailAddress() });

/** Step 1: the account's e-mail and a captcha; code 10 moves on to "check your email". */
export function EmailRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<AuthTextKey | null>(null);

  const form = useAuthForm({
    initialValues: { email: '' },
    schema: EMAIL_REQUEST_SCHEMA,
    labels: { email: 'forgot.email' },
    onSubmit: async ({ email }) => {
      // The button waits for the captcha; no other way of sending may reach the service without one.
      if (!captcha.token) return;
      setFailure(null);
      try {
        await api.forgotPassword(email.trim(), captcha.token);
        onSent(email.trim());
      } catch (error) {
        setFailure(failureKey(error, FORGOT_CODE_MESSAGES));
        // A captcha token works once; the next attempt needs a fresh one.
        captcha.reset();
      }
    },
  });

  return (
    <form method="post" className={forms.form} onSubmit={(event) => void form.submit(event)} noValidate>
      <RequiredFieldsNote />
      <TextField {...form.field('email')} label={t('forgot.email')} type="email" autoComplete="email" spellCheck={false} markRequired />
      <Captcha key={captcha.round} onChange={captcha.onChange} />
      {failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={form.sending || !captcha.token}>
          {form.sending ? t('forgot.sending') : t('forgot.submit')}
        </Button>
      </div>
    </form>
  );
}
