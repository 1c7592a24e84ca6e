import { useCallback, useState } from 'react';
import { useSiteApi } from '@echowatch/remote-kit';

export type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/** Asks for a fresh confirmation e-mail for the registration behind a refused link. */
export function useResendConfirmEmail(requestId: string): { state: ResendState; resend: () => Promise<void> } {
  const api = useSiteApi();
  const [state, setState] = useState<ResendState>('idle');
  const resend = useCallback(async () => {
    setState('sending');
    try {
      await api.resendConfirmEmail(requestId);
      setState('sent');
    } catch {
      setState('failed');
    }
  }, [api, requestId]);
  return { state, resend };
}
