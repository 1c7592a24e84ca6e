import { useEffect, useState, type ReactNode } from 'react';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../i18n/texts';
import { whenPageLive } from '../rendering/page-ready';

// Past this, an answer is ignored: sending away a visitor who has started typing would lose their input.
export const SESSION_CHECK_TIMEOUT_MS = 3000;

const leaveForConsole = (url: string) => window.location.assign(url);

/**
 * Sign-in routes: a visitor who is already signed in goes straight to the console. The page shows
 * at once (the server renders it), since nearly every visitor of a sign-in page has no session;
 * the check runs once the page is live and only a signed-in visitor sees the page give way.
 */
export function SessionGuard({
  children,
  redirect = leaveForConsole,
}: {
  children: ReactNode;
  redirect?: (url: string) => void;
}) {
  const api = useSiteApi();
  const { hosts } = useSiteConfig();
  const { t } = useTexts();
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The check starts when the page is live: the API client's code is not part of the page's own.
    const cancel = whenPageLive(() => {
      timer = setTimeout(() => (settled = true), SESSION_CHECK_TIMEOUT_MS);
      api.getSessionUser().then(
        () => {
          if (settled) return;
          settled = true;
          setSignedIn(true);
          redirect(hosts.console);
        },
        () => (settled = true),
      );
    });
    return () => {
      settled = true;
      cancel();
      clearTimeout(timer);
    };
  }, [api, hosts.console, redirect]);

  if (signedIn) return <p role="status">{t('guard.leaving')}</p>;
  return <>{children}</>;
}
