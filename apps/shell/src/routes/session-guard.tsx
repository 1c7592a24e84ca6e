import { useEffect, useState, type ReactNode } from 'react';
import { leaveForConsole, useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../i18n/texts';
import { whenPageLive } from '../rendering/page-ready';

// Past this, an answer is ignored: sending away a visitor who has started typing would lose their input.
export const SESSION_CHECK_TIMEOUT_MS = 3000;

// Guards on screen now: one that takes over (the visitor went on to another sign-in page) checks for itself.
let guardsOnScreen = 0;

/**
 * Sign-in routes: a visitor who is already signed in goes straight to the console. The page shows
 * at once (the server renders it), since nearly every visitor of a sign-in page has no session;
 * the check runs once the page is live and only a signed-in visitor sees the page give way.
 * A page may give way on its own first (an invitation link that leads nowhere replaces /user
 * with the not-found page): the check still finishes and sends a signed-in visitor on, unless
 * they have pressed or typed something since it started (they chose where they are).
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
    guardsOnScreen += 1;
    let onScreen = true;
    let settled = false;
    let visitorActed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const noteVisitor = () => (visitorActed = true);
    const settle = () => {
      settled = true;
      clearTimeout(timer);
      document.removeEventListener('pointerdown', noteVisitor, true);
      document.removeEventListener('keydown', noteVisitor, true);
    };
    // The check starts when the page is live: the API client's code is not part of the page's own.
    const cancel = whenPageLive(() => {
      timer = setTimeout(settle, SESSION_CHECK_TIMEOUT_MS);
      document.addEventListener('pointerdown', noteVisitor, true);
      document.addEventListener('keydown', noteVisitor, true);
      api.getSessionUser().then(
        () => {
          if (settled) return;
          settle();
          if (onScreen) setSignedIn(true);
          else if (visitorActed || guardsOnScreen > 0) return;
          redirect(hosts.console);
        },
        settle,
      );
    });
    return () => {
      guardsOnScreen -= 1;
      onScreen = false;
      cancel();
    };
  }, [api, hosts.console, redirect]);

  if (signedIn) return <p role="status">{t('guard.leaving')}</p>;
  return <>{children}</>;
}
