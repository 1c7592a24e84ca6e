import { isApiError } from '@echowatch/api-client';
import { usePageData } from '@echowatch/remote-kit';

/** What the page knows about a link from a mail (a confirm, invite or password-reset link). */
export type LinkCheck<T> =
  | { status: 'checking' }
  | { status: 'valid'; value: T }
  /** The service refused the link (used, expired or unknown), or the link carries no token. */
  | { status: 'invalid' }
  /** No answer came back, so nothing is known about the link yet. */
  | { status: 'unreachable' };

/**
 * Validates a mailed link once per attempt, in the browser only: the server renders the checking
 * state and never spends or probes a token, and a development double-run of the effect takes up
 * the call already in flight (usePageData makes one call per key and attempt). A null key is a link
 * without a token: invalid at once, the service is not asked.
 */
export function useLinkValidation<T>(key: string | null, validate: () => Promise<T>): { check: LinkCheck<T>; retry: () => void } {
  const validation = usePageData(key, validate, { onServer: false });
  const { retry } = validation;
  if (key === null) return { check: { status: 'invalid' }, retry };
  switch (validation.status) {
    case 'loading':
      return { check: { status: 'checking' }, retry };
    case 'ready':
      return { check: { status: 'valid', value: validation.value }, retry };
    case 'failed':
      return { check: { status: isApiError(validation.error) ? 'invalid' : 'unreachable' }, retry };
  }
}
