import { useEffect, useState } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../i18n/texts';
import type { CaptchaProviderProps } from './captcha';
import * as styles from './captcha.module.css';

/** Google reCAPTCHA with the configured site key; says so when Google's script cannot load in time. */
export function RecaptchaCaptcha({ onChange }: CaptchaProviderProps) {
  const { t, language } = useTexts();
  const { captcha } = useSiteConfig();
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (loaded) return undefined;
    const timer = setTimeout(() => setFailed(true), captcha.loadTimeoutMs);
    return () => clearTimeout(timer);
  }, [loaded, captcha.loadTimeoutMs]);

  return (
    <div className={styles.recaptcha}>
      <ReCAPTCHA
        sitekey={captcha.siteKey}
        hl={language}
        onChange={onChange}
        onExpired={() => onChange(null)}
        onErrored={() => {
          onChange(null);
          setFailed(true);
        }}
        asyncScriptOnLoad={() => {
          setLoaded(true);
          setFailed(false);
        }}
      />
      {failed && !loaded && (
        <p role="alert" className={styles.error}>
          {t('captcha.loadFailed')}
        </p>
      )}
    </div>
  );
}
