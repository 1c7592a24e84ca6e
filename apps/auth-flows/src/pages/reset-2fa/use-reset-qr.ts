import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@echowatch/api-client';
import { useSiteApi } from '@echowatch/remote-kit';

/** Code 3 of the verify call: the link is gone, and the page returns to login. */
export const LINK_GONE = 3;

export type QrLoad =
  | { status: 'loading' }
  | { status: 'ready'; png: string }
  | { status: 'gone' }
  | { status: 'failed'; reason: 'unexpected' | 'unreachable' };

/**
 * The QR of the new authenticator secret behind a 2FA-reset link (uid). A uid that cannot be a
 * token (null) is a gone link at once, the service is not asked.
 */
export function useResetQr(uid: string | null): { load: QrLoad; retry: () => void } {
  const api = useSiteApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; load: QrLoad } | null>(null);
  const key = `${uid}:${attempt}`;

  useEffect(() => {
    if (uid === null) return undefined;
    let current = true;
    api.verifyTwoFactorReset(uid).then(
      (png) => current && setSettled({ key, load: { status: 'ready', png } }),
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error, LINK_GONE)) setSettled({ key, load: { status: 'gone' } });
        else setSettled({ key, load: { status: 'failed', reason: isApiError(error) ? 'unexpected' : 'unreachable' } });
      },
    );
    return () => {
      current = false;
    };
  }, [api, uid, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (uid === null) return { load: { status: 'gone' }, retry };
  return { load: settled?.key === key ? settled.load : { status: 'loading' }, retry };
}
