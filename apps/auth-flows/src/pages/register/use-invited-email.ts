import { useEffect } from 'react';
import { useSiteApi } from '@echowatch/remote-kit';

/** An invitation link (?requestId=) fills in the invited address; `onEmail` must keep its identity. */
export function useInvitedEmail(requestId: string | null, onEmail: (email: string) => void) {
  const api = useSiteApi();
  useEffect(() => {
    if (!requestId) return undefined;
    let current = true;
    api.getInvitedUser(requestId).then(
      (invited) => current && onEmail(invited.email),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, requestId, onEmail]);
}
