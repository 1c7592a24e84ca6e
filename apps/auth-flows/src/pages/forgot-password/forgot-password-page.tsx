import { useId, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from '@echowatch/routing';
import { onDemand, useHydrated, useSiteConfig } from '@echowatch/remote-kit';
import { Button, buttonClassName } from '@echowatch/ui';
import { FormMessage } from '../../forms/form-message';
import { useTexts } from '../../i18n/texts';
import { AuthLayout } from '../auth-layout/auth-layout';
import { pendingTwoFactorUsername } from '../login/pending-two-factor';
import { forgotModeFromPath } from './forgot-mode';
import { MailSent } from './mail-sent';
import { useResetToken } from './use-reset-token';
import * as page from '../shared/auth-page.module.css';

// The forms and their form library come when a visitor reaches for them (docs/performance.md).
const EmailRequestForm = onDemand('forgot-email', () => import('./email-request-form').then((module) => module.EmailRequestForm));
const NewPasswordForm = onDemand('forgot-new-password', () => import('./new-password-form').then((module) => module.NewPasswordForm));
const TwoFactorResetRequest = onDemand('forgot-two-factor', () =>
  import('./two-factor-reset-request').then((module) => module.TwoFactorResetRequest),
);

function PageFrame({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <AuthLayout>
      <section className={page.page} aria-labelledby={titleId}>
        <div className={page.header}>
          <h1 id={titleId} className={page.title}>
            {title}
          </h1>
          {intro && <p className={page.subtitle}>{intro}</p>}
        </div>
        {children}
      </section>
    </AuthLayout>
  );
}

function PasswordRequest() {
  const { t } = useTexts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <PageFrame title={t('forgot.title')} intro={sentTo ? undefined : t('forgot.intro')}>
      {sentTo ? <MailSent email={sentTo} /> : <EmailRequestForm onSent={setSentTo} />}
    </PageFrame>
  );
}

function InvalidLinkNotice() {
  const { t } = useTexts();
  return (
    <>
      <FormMessage kind="error">{t('forgot.newPassword.invalid')}</FormMessage>
      <Link to="/forgot-password" className={buttonClassName('primary')}>
        {t('forgot.newPassword.requestNew')}
      </Link>
    </>
  );
}

/** A reset link that cannot carry a token: the same answer as a refused one, without asking the service. */
function MalformedLink() {
  const { t } = useTexts();
  return (
    <PageFrame title={t('forgot.newPassword.invalidTitle')}>
      <InvalidLinkNotice />
    </PageFrame>
  );
}

function NewPassword({ token }: { token: string }) {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  const { check, retry } = useResetToken(token);
  const title = check.status === 'invalid' ? t('forgot.newPassword.invalidTitle') : t('forgot.newPassword.title');
  return (
    <PageFrame title={title}>
      {check.status === 'checking' && <p className={page.busy}>{t('forgot.newPassword.checking')}</p>}
      {check.status === 'valid' && <NewPasswordForm token={token} email={check.value} />}
      {check.status === 'invalid' && <InvalidLinkNotice />}
      {check.status === 'unreachable' && (
        <>
          <FormMessage kind="error">{t('form.network', { brand: brand.name })}</FormMessage>
          <Button variant="secondary" onClick={retry}>
            {t('forgot.newPassword.retry')}
          </Button>
        </>
      )}
    </PageFrame>
  );
}

function TwoFactorRequest() {
  const { t } = useTexts();
  // The waiting sign-in is in this tab's storage, which the server cannot see: until the page has
  // hydrated it shows its frame, then the form (or the way back to login).
  if (!useHydrated()) return <PageFrame title={t('forgot.otp.title')} intro={t('forgot.otp.intro')} />;
  return <PendingTwoFactorRequest />;
}

function PendingTwoFactorRequest() {
  const { t } = useTexts();
  const [pendingFor] = useState(pendingTwoFactorUsername);
  // Only reachable while a two-factor sign-in waits for its code.
  if (pendingFor === null) return <Navigate to="/login" replace />;
  return (
    <PageFrame title={t('forgot.otp.title')} intro={t('forgot.otp.intro')}>
      <TwoFactorResetRequest suggestedEmail={pendingFor.includes('@') ? pendingFor : ''} />
    </PageFrame>
  );
}

/** /forgot-password, /forgot-otp and /forgot-password/{token}: the last segment picks the mode. */
export function ForgotPasswordPage() {
  const { pathname } = useLocation();
  const mode = forgotModeFromPath(pathname);
  if (mode.kind === 'two-factor') return <TwoFactorRequest />;
  if (mode.kind === 'token') return <NewPassword key={mode.token} token={mode.token} />;
  if (mode.kind === 'bad-token') return <MalformedLink />;
  return <PasswordRequest />;
}
