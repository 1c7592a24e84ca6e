import { lazy, Suspense, useCallback, useState } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../i18n/texts';
import { SandboxCaptcha } from './sandbox-captcha';
import * as styles from './captcha.module.css';

export interface CaptchaProviderProps {
  /** A token the account service will accept, or null when there is none (unticked, expired). */
  onChange: (token: string | null) => void;
}

// reCAPTCHA is production's provider; it is fetched only where the configuration names it.
const RecaptchaCaptcha = lazy(() => import('./recaptcha-captcha').then((module) => ({ default: module.RecaptchaCaptcha })));

/**
 * The captcha of every form, whichever provider `config.captcha.provider` names. A form only sees
 * tokens; remount it (change its key, see useCaptcha) for a fresh challenge after a token is spent.
 */
export function Captcha({ onChange }: CaptchaProviderProps) {
  const { t } = useTexts();
  const { captcha } = useSiteConfig();
  return (
    <div role="group" aria-label={t('captcha.region')} className={styles.captcha}>
      {captcha.provider === 'recaptcha' ? (
        <Suspense fallback={<p className={styles.status}>{t('captcha.verifying')}</p>}>
          <RecaptchaCaptcha onChange={onChange} />
        </Suspense>
      ) : (
        <SandboxCaptcha onChange={onChange} />
      )}
    </div>
  );
}

/** A form's captcha state: the current token, and a reset for when the server spent or refused it. */
export function useCaptcha() {
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const reset = useCallback(() => {
    setToken(null);
    setRound((value) => value + 1);
  }, []);
  return { token, onChange: setToken, reset, round };
}
