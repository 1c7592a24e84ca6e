import { isApiError, type LinkValidation } from '@echowatch/api-client';
import { usePageData, useSiteApi } from '@echowatch/remote-kit';
import type { LinkKind } from './link-kind';

export type LinkCheck =
  | { status: 'checking' }
  | { status: 'valid'; result: LinkValidation }
  /** The server refused the link (used, expired or unknown), or the link carries no request id. */
  | { status: 'invalid' }
  /** No answer came back, so nothing is known about the link yet. */
  | { status: 'unreachable' };

/**
 * Validates the link once per attempt, in the browser only: links are single use, so the server
 * never checks them (it renders the checking state), and a development double-run of the effect
 * takes up the call already in flight rather than spend the token twice (usePageData makes one
 * call per key and attempt).
 */
export function useLinkCheck(kind: LinkKind, requestId: string | null): { check: LinkCheck; retry: () => void } {
  const api = useSiteApi();
  // A null key loads nothing, so the call never runs without a request id.
  const validation = usePageData(
    requestId ? `account-link:${kind}:${requestId}` : null,
    () => (kind === 'invite' ? api.confirmInvitation(requestId ?? '') : api.confirmRegistration(requestId ?? '')),
    { onServer: false },
  );
  const { retry } = validation;
  if (!requestId) return { check: { status: 'invalid' }, retry };
  switch (validation.status) {
    case 'loading':
      return { check: { status: 'checking' }, retry };
    case 'ready':
      return { check: { status: 'valid', result: validation.value }, retry };
    case 'failed':
      return { check: { status: isApiError(validation.error) ? 'invalid' : 'unreachable' }, retry };
  }
}
