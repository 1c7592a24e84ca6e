import type { InvitedUser } from '@echowatch/api-client';
import { usePageData, useSiteApi } from '@echowatch/remote-kit';

export type InvitationLoad = { status: 'loading' } | { status: 'found'; invitation: InvitedUser } | { status: 'missing' };

/**
 * The invitation behind /user?requestId=…&cto=…; any failure or refusal means there is none. Only
 * the browser asks: the server renders the loading state.
 */
export function useInvitation(requestId: string | null, invitedEmail: string | null): InvitationLoad {
  const api = useSiteApi();
  // A null key loads nothing, so the call never runs without a request id.
  const invitation = usePageData(
    requestId ? `invitation:${requestId}:${invitedEmail ?? ''}` : null,
    () => api.getInvitedUser(requestId ?? '', invitedEmail ?? undefined),
    { onServer: false },
  );
  if (!requestId) return { status: 'missing' };
  switch (invitation.status) {
    case 'loading':
      return { status: 'loading' };
    case 'ready':
      return { status: 'found', invitation: invitation.value };
    case 'failed':
      return { status: 'missing' };
  }
}
