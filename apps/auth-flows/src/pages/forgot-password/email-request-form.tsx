import { useRef, useState, type FormEvent } from 'react';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { Captcha, useCaptcha } from '../../captcha/captcha';
import { failureKey } from '../../forms/api-failures';
import { FormMessage } from '../../forms/form-message';
import { Button, TextField } from '@echowatch/ui';
import { useFieldMessage } from '../../forms/use-field-message';
import { checkEmailFormat } from '../../forms/validation';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';

/** Forgot password: 32 says the account is locked, 11 asks for the captcha again (product-rules R-RECOVER-2). */
export const FORGOT_CODE_MESSAGES = {
  [RESPONSE_CODE.rateLimited]: 'forgot.locked',
  [RESPONSE_CODE.invalidParams]: 'captcha.again',
} as const;

/** Step 1: the account's e-mail and a captcha; code 10 moves on to "check your email". */
export function EmailRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const message = useFieldMessage();
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The address is checked here as the service checks it: a malformed one would come back as code 11,
  // which this form reads as a refused captcha and would send the visitor after the wrong problem.
  const check = checkEmailFormat(email, 'forgot.email');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (check) {
      input.current?.focus();
      return;
    }
    if (!captcha.token || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await api.forgotPassword(email.trim(), captcha.token);
      onSent(email.trim());
    } catch (error) {
      setFailure(failureKey(error, FORGOT_CODE_MESSAGES));
      captcha.reset();
      setSending(false);
    }
  }

  return (
    <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('forgot.email')}
        value={email}
        onValueChange={setEmail}
        onBlur={() => setTouched(true)}
        error={touched ? message(check) : undefined}
        inputRef={input}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <Captcha key={captcha.round} onChange={captcha.onChange} />
      {failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={sending || !captcha.token}>
          {sending ? t('forgot.sending') : t('forgot.submit')}
        </Button>
      </div>
    </form>
  );
}
