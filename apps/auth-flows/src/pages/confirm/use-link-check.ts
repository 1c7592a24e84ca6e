import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type LinkValidation, type SiteApi } from '@echowatch/api-client';
import { useSiteApi } from '@echowatch/remote-kit';
import type { LinkKind } from './link-kind';

export type LinkCheck =
  | { status: 'checking' }
  | { status: 'valid'; result: LinkValidation }
  /** The server refused the link (used, expired or unknown), or the link carries no request id. */
  | { status: 'invalid' }
  /** No answer came back, so nothing is known about the link yet. */
  | { status: 'unreachable' };

async function validateLink(api: SiteApi, kind: LinkKind, requestId: string): Promise<LinkCheck> {
  try {
    const result =
      kind === 'invite' ? await api.confirmInvitation(requestId) : await api.confirmRegistration(requestId);
    return { status: 'valid', result };
  } catch (error) {
    return { status: isApiError(error) ? 'invalid' : 'unreachable' };
  }
}

/**
 * Validates the link once per attempt. Links are single use, so a development double-run of the
 * effect must reuse the call already in flight rather than spend the token twice.
 */
export function useLinkCheck(kind: LinkKind, requestId: string | null): { check: LinkCheck; retry: () => void } {
  const api = useSiteApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; check: LinkCheck } | null>(null);
  const inFlight = useRef<{ key: string; promise: Promise<LinkCheck> } | null>(null);
  const key = `${kind}:${requestId ?? ''}:${attempt}`;

  useEffect(() => {
    if (!requestId) return;
    if (inFlight.current?.key !== key) inFlight.current = { key, promise: validateLink(api, kind, requestId) };
    let current = true;
    void inFlight.current.promise.then((check) => {
      if (current) setSettled({ key, check });
    });
    return () => {
      current = false;
    };
  }, [api, kind, requestId, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!requestId) return { check: { status: 'invalid' }, retry };
  return { check: settled?.key === key ? settled.check : { status: 'checking' }, retry };
}
