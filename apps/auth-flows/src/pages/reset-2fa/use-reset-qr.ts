import { isApiError } from '@echowatch/api-client';
import { usePageData, useSiteApi } from '@echowatch/remote-kit';

/** Code 3 of the verify call: the link is gone, and the page returns to login. */
export const LINK_GONE = 3;

export type QrLoad =
  | { status: 'loading' }
  | { status: 'ready'; png: string }
  | { status: 'gone' }
  | { status: 'failed'; reason: 'unexpected' | 'unreachable' };

/**
 * The QR of the new authenticator secret behind a 2FA-reset link (uid). A uid that cannot be a
 * token (null) is a gone link at once, the service is not asked. Only the browser asks: the server
 * renders the loading state.
 */
export function useResetQr(uid: string | null): { load: QrLoad; retry: () => void } {
  const api = useSiteApi();
  // A null key loads nothing, so the call never runs without a uid.
  const qr = usePageData(uid === null ? null : `reset-2fa-qr:${uid}`, () => api.verifyTwoFactorReset(uid ?? ''), {
    onServer: false,
  });
  const { retry } = qr;
  if (uid === null) return { load: { status: 'gone' }, retry };
  switch (qr.status) {
    case 'loading':
      return { load: { status: 'loading' }, retry };
    case 'ready':
      return { load: { status: 'ready', png: qr.value }, retry };
    case 'failed':
      if (isApiError(qr.error, LINK_GONE)) return { load: { status: 'gone' }, retry };
      return { load: { status: 'failed', reason: isApiError(qr.error) ? 'unexpected' : 'unreachable' }, retry };
  }
}
