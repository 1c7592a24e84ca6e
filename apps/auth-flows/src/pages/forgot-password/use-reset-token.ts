import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@echowatch/api-client';
import { useSiteApi } from '@echowatch/remote-kit';

export type TokenCheck =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  /** Unknown, used or expired. */
  | { status: 'invalid' }
  | { status: 'unreachable' };

/** Validates a password-reset token from the URL (validation does not spend it). */
export function useResetToken(token: string): { check: TokenCheck; retry: () => void } {
  const api = useSiteApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; check: TokenCheck } | null>(null);
  const key = `${token}:${attempt}`;

  useEffect(() => {
    let current = true;
    api.validateResetToken(token).then(
      (email) => current && setSettled({ key, check: { status: 'valid', email } }),
      (error: unknown) => current && setSettled({ key, check: { status: isApiError(error) ? 'invalid' : 'unreachable' } }),
    );
    return () => {
      current = false;
    };
  }, [api, token, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { check: settled?.key === key ? settled.check : { status: 'checking' }, retry };
}
