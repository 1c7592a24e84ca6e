import { useId, useState } from 'react';
import { useLocation } from '@echowatch/routing';
import type { LoginResult } from '@echowatch/api-client';
import { mediaQueries } from '@echowatch/design-tokens';
import { leaveForConsole, onDemand, useIsMobileUserAgent, useMediaMatch, useSiteConfig } from '@echowatch/remote-kit';
import { Tabs } from '@echowatch/ui';
import { FormMessage } from '../../forms/form-message';
import { useTexts } from '../../i18n/texts';
import { AuthLayout } from '../auth-layout/auth-layout';
import { LoginAppDownload } from './login-app-download';
import { LoginIntro } from './login-intro';
import { rememberPendingTwoFactor } from './pending-two-factor';
import type { SmsSenderFactory } from './phone/sms-sender';
import * as page from '../shared/auth-page.module.css';
import * as styles from './login-page.module.css';
import * as variants from './login-variants.module.css';

// The forms and their form library come when a visitor reaches for them (docs/performance.md).
const EmailLoginForm = onDemand('login-email', () => import('./email-login-form').then((module) => module.EmailLoginForm));
const PhoneLogin = onDemand('login-phone', () => import('./phone/phone-login').then((module) => module.PhoneLogin));
const TwoFactorForm = onDemand('login-two-factor', () => import('./two-factor-form').then((module) => module.TwoFactorForm));

export interface LoginPageProps {
  /** How a signed-in visitor leaves for the console; a full page load unless a test watches it. */
  leave?: (url: string) => void;
  smsSenderFactory?: SmsSenderFactory;
}

/** /login, and /login/reset after a new password was set. */
export function LoginPage({ leave = leaveForConsole, smsSenderFactory }: LoginPageProps) {
  const { t } = useTexts();
  const { hosts } = useSiteConfig();
  const { pathname } = useLocation();
  const mobileUserAgent = useIsMobileUserAgent();
  // Unknown on the server and while hydrating: both variants are sent and CSS shows the right one.
  const narrowWindow = useMediaMatch(mediaQueries.mobile);
  // A desktop browser's narrow window chose the web form: it stays, however the width changes.
  const [webChosen, setWebChosen] = useState(false);
  const narrow = webChosen ? false : narrowWindow;
  const titleId = useId();
  const [tab, setTab] = useState('email');
  const [twoFactorFor, setTwoFactorFor] = useState<string | null>(null);
  const passwordReset = pathname.replace(/\/+$/, '').endsWith('/reset');

  if (mobileUserAgent) return <LoginAppDownload passwordReset={passwordReset} />;

  const signedIn = (result: LoginResult) => {
    if (!result.two_factor) {
      leave(hosts.console);
      return;
    }
    rememberPendingTwoFactor(result.username);
    setTwoFactorFor(result.username);
  };

  const form = (
    <AuthLayout>
      <section className={page.page} aria-labelledby={titleId}>
        <div className={page.header}>
          <h1 id={titleId} className={page.title}>
            {t('login.title')}
          </h1>
          <p className={page.subtitle}>{t('login.subtitle')}</p>
        </div>
        {passwordReset && <FormMessage kind="success">{t('login.resetDone')}</FormMessage>}
        {twoFactorFor ? (
          <TwoFactorForm username={twoFactorFor} onSignedIn={() => leave(hosts.console)} onBackToLogin={() => setTwoFactorFor(null)} />
        ) : (
          <Tabs
            label={t('login.tabs')}
            panelClassName={styles.panel}
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'email', label: t('login.tabEmail'), panel: <EmailLoginForm onSignedIn={signedIn} /> },
              {
                id: 'phone',
                label: t('login.tabPhone'),
                panel: <PhoneLogin onSignedIn={signedIn} smsSenderFactory={smsSenderFactory} />,
              },
            ]}
          />
        )}
        <LoginIntro />
      </section>
    </AuthLayout>
  );
  // Each variant keeps its place when the width becomes known: the one that stays is not drawn
  // again (a late repaint of the largest text), and the form keeps whatever was typed.
  return (
    <>
      {narrow !== false && (
        <div className={narrow === undefined ? `${variants.variant} ${variants.narrowOnly}` : variants.variant}>
          <LoginAppDownload passwordReset={passwordReset} onUseWeb={() => setWebChosen(true)} alternative />
        </div>
      )}
      {narrow !== true && (
        <div className={narrow === undefined ? `${variants.variant} ${variants.wideOnly}` : variants.variant}>{form}</div>
      )}
    </>
  );
}
