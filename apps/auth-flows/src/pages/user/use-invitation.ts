import { useEffect, useState } from 'react';
import type { InvitedUser } from '@echowatch/api-client';
import { useSiteApi } from '@echowatch/remote-kit';

export type InvitationLoad = { status: 'loading' } | { status: 'found'; invitation: InvitedUser } | { status: 'missing' };

/** The invitation behind /user?requestId=…&cto=…; any failure or refusal means there is none. */
export function useInvitation(requestId: string | null, invitedEmail: string | null): InvitationLoad {
  const api = useSiteApi();
  const [load, setLoad] = useState<{ key: string; result: InvitationLoad } | null>(null);
  const key = `${requestId}:${invitedEmail}`;

  useEffect(() => {
    if (!requestId) return undefined;
    let current = true;
    api.getInvitedUser(requestId, invitedEmail ?? undefined).then(
      (invitation) => current && setLoad({ key, result: { status: 'found', invitation } }),
      () => current && setLoad({ key, result: { status: 'missing' } }),
    );
    return () => {
      current = false;
    };
  }, [api, requestId, invitedEmail, key]);

  if (!requestId) return { status: 'missing' };
  return load?.key === key ? load.result : { status: 'loading' };
}
