import { useCallback, useState } from 'react';
import { isApiError } from '@echowatch/api-client';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { useSiteApi } from '@echowatch/remote-kit';
import { useCaptcha } from '../../captcha/captcha';
import type { AuthTextKey } from '../../i18n/texts';

export type ResendState = 'idle' | 'open' | 'sending' | 'sent';

/**
 * Asks for a fresh confirmation e-mail for the registration behind a refused link. The service wants
 * a captcha for it, so the request waits until the visitor opens the form and solves one.
 */
export function useResendConfirmEmail(requestId: string) {
  const api = useSiteApi();
  const captcha = useCaptcha();
  const [state, setState] = useState<ResendState>('idle');
  const [failure, setFailure] = useState<AuthTextKey | null>(null);

  const open = useCallback(() => setState((current) => (current === 'sending' ? current : 'open')), []);

  const send = useCallback(async () => {
    if (!captcha.token) return;
    setState('sending');
    setFailure(null);
    try {
      await api.resendConfirmEmail(requestId, captcha.token);
      setState('sent');
    } catch (error) {
      setFailure(isApiError(error, RESPONSE_CODE.invalidParams) ? 'captcha.again' : 'confirm.registration.resendFailed');
      setState('open');
    }
    // Spent or refused, the token cannot serve again.
    captcha.reset();
  }, [api, captcha, requestId]);

  return { state, failure, captcha, open, send };
}
