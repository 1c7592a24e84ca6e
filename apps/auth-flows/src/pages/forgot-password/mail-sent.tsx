import { useEffect, useId, useRef, useState } from 'react';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { Button } from '@echowatch/ui';
import { Captcha, useCaptcha } from '../../captcha/captcha';
import { failureKey } from '../../forms/api-failures';
import { FormMessage } from '../../forms/form-message';
import { useTexts, type AuthTextKey } from '../../i18n/texts';
import { FORGOT_CODE_MESSAGES } from './forgot-code-messages';
import * as forms from '../../forms/forms.module.css';
import * as page from '../shared/auth-page.module.css';

type Resend = 'closed' | 'open' | 'sending' | 'sent';

/** Step 2: "Please check your email", and a resend that needs a fresh captcha. */
export function MailSent({ email }: { email: string }) {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const captcha = useCaptcha();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [resend, setResend] = useState<Resend>('closed');
  const [failure, setFailure] = useState<AuthTextKey | null>(null);

  useEffect(() => heading.current?.focus(), []);

  async function send() {
    if (!captcha.token) return;
    setResend('sending');
    setFailure(null);
    try {
      await api.forgotPassword(email, captcha.token);
      setResend('sent');
    } catch (error) {
      setFailure(failureKey(error, FORGOT_CODE_MESSAGES));
      setResend('open');
    }
    // Spent or refused, the token cannot serve again.
    captcha.reset();
  }

  return (
    <section className={page.block} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={page.sectionTitle}>
        {t('forgot.mailSent.title')}
      </h2>
      <p className={forms.success}>{t('forgot.mailSent.text', { email, brand: brand.name })}</p>
      {resend === 'sent' && <FormMessage kind="success">{t('forgot.mailSent.resent')}</FormMessage>}
      {resend === 'closed' || resend === 'sent' ? (
        <p className={forms.muted}>
          {t('forgot.mailSent.resendPrompt')}{' '}
          <Button variant="text" onClick={() => setResend('open')}>
            {t('forgot.mailSent.resend')}
          </Button>
        </p>
      ) : (
        <div className={forms.form}>
          <Captcha key={captcha.round} onChange={captcha.onChange} />
          {failure && <FormMessage kind="error">{t(failure, { brand: brand.name })}</FormMessage>}
          <div className={forms.actions}>
            <Button disabled={resend === 'sending' || !captcha.token} onClick={() => void send()}>
              {resend === 'sending' ? t('forgot.sending') : t('forgot.mailSent.resendSubmit')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
