import type { LinkValidation } from '@echowatch/api-client';
import { useSiteApi } from '@echowatch/remote-kit';
import { useLinkValidation, type LinkCheck } from '../shared/use-link-validation';
import type { LinkKind } from './link-kind';

/** Validates a registration-confirm or invitation link by its request id. */
export function useLinkCheck(kind: LinkKind, requestId: string | null): { check: LinkCheck<LinkValidation>; retry: () => void } {
  const api = useSiteApi();
  return useLinkValidation(requestId ? `account-link:${kind}:${requestId}` : null, () =>
    kind === 'invite' ? api.confirmInvitation(requestId ?? '') : api.confirmRegistration(requestId ?? ''),
  );
}
