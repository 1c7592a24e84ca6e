import { useEffect, useState } from 'react';
import { forgetSignedIn, hasSignedInNote, useSiteApi } from '@echowatch/remote-kit';
import { whenPageLive } from '../rendering/page-ready';

/**
 * Whether the header should treat the visitor as signed in: where this browser noted a sign-in,
 * from the moment the page is live, until the service does not confirm the session (the note is
 * then dropped). Pages arrive from the server, which knows no session, as for a visitor who is not.
 */
export function useSignedIn(): boolean {
  const api = useSiteApi();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let current = true;
    const cancel = whenPageLive(() => {
      if (!hasSignedInNote()) return;
      setSignedIn(true);
      // Any failure drops the note: at worst the header offers to log in, which leads a visitor
      // who is still signed in to the console all the same (the session guard).
      api.getSessionUser().catch(() => {
        forgetSignedIn();
        if (current) setSignedIn(false);
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [api]);
  return signedIn;
}
