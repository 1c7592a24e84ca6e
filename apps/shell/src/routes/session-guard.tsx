import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@echowatch/translation';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { SHELL_NAMESPACE } from '../i18n/shell-resources';

// A slow session service must not hold the sign-in pages hostage.
export const SESSION_CHECK_TIMEOUT_MS = 3000;

const leaveForConsole = (url: string) => window.location.assign(url);

/** Sign-in routes: a visitor who is already signed in goes straight to the console. */
export function SessionGuard({
  children,
  redirect = leaveForConsole,
}: {
  children: ReactNode;
  redirect?: (url: string) => void;
}) {
  const api = useSiteApi();
  const { hosts } = useSiteConfig();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    let settled = false;
    const showPage = () => {
      if (!settled) setChecking(false);
      settled = true;
    };
    const timer = setTimeout(showPage, SESSION_CHECK_TIMEOUT_MS);
    api.getSessionUser().then(
      () => {
        if (settled) return;
        settled = true;
        redirect(hosts.console);
      },
      showPage,
    );
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [api, hosts.console, redirect]);

  if (checking) return <p role="status">{t('guard.checking')}</p>;
  return <>{children}</>;
}
