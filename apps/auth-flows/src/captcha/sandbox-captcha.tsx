import { useId, useState } from 'react';
import { useSiteApi } from '@echowatch/remote-kit';
import { useKeepEarlyCheck } from '@echowatch/ui';
import { useTexts } from '../i18n/texts';
import type { CaptchaProviderProps } from './captcha';
import * as styles from './captcha.module.css';

type State = 'idle' | 'verifying' | 'verified' | 'failed';

/**
 * The local and test provider: a visible "I'm not a robot" box whose token comes from the sandbox
 * account service, the only service that accepts it. Sent by the server, the box ticks by itself
 * before the form's code has come; the token is asked for once it has, for the box as the visitor
 * left it.
 */
export function SandboxCaptcha({ onChange }: CaptchaProviderProps) {
  const { t } = useTexts();
  const api = useSiteApi();
  const id = useId();
  const [state, setState] = useState<State>('idle');
  const checked = state === 'verified' || state === 'verifying';
  const ref = useKeepEarlyCheck(checked, (ticked) => void tick(ticked));

  async function tick(checked: boolean) {
    if (!checked) {
      setState('idle');
      onChange(null);
      return;
    }
    setState('verifying');
    try {
      const token = await api.issueSandboxCaptchaToken();
      setState('verified');
      onChange(token);
    } catch {
      setState('failed');
      onChange(null);
    }
  }

  return (
    <div className={styles.box}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          ref={ref}
          checked={checked}
          disabled={state === 'verifying'}
          onChange={(event) => void tick(event.target.checked)}
        />
        <label htmlFor={id}>{t('captcha.label')}</label>
      </div>
      <span role="status" className={styles.status}>
        {state === 'verifying' && t('captcha.verifying')}
        {state === 'verified' && t('captcha.verified')}
      </span>
      {state === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('captcha.failed')}
        </p>
      )}
    </div>
  );
}
