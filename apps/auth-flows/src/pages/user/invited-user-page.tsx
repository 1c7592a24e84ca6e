import { useEffect, useId, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@echowatch/routing';
import { onDemand, useIsMobileLayout, useIsMobileUserAgent, useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { FormMessage } from '../../forms/form-message';
import { useTexts } from '../../i18n/texts';
import { AuthLayout } from '../auth-layout/auth-layout';
import { wellFormedToken } from '../shared/link-token';
import { AppDownloadPanel } from '../confirm/app-download-panel';
import type { InvitedUserValues } from './invited-user-form';
import { useInvitation } from './use-invitation';
import * as page from '../shared/auth-page.module.css';

// The form and its form library come when a visitor reaches for it (docs/performance.md).
const InvitedUserForm = onDemand('invited-user', () => import('./invited-user-form').then((module) => module.InvitedUserForm));

/** A path the route table does not know: the shell shows its not-found page there. */
export const NOT_FOUND_PATH = '/404';

/** How the last try to create the account ended; the form itself says while it is sending. */
type Outcome = 'none' | 'failed' | 'created';

/** /user?requestId=…&cto=…: an invited person creates the account that joins the organization. */
export function InvitedUserPage() {
  const { t } = useTexts();
  const api = useSiteApi();
  const { brand } = useSiteConfig();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A request id that cannot be one is treated as absent: it is never sent to the service.
  const requestId = wellFormedToken(searchParams.get('requestId'));
  const invitedEmail = searchParams.get('cto')?.trim() || null;
  const load = useInvitation(requestId, invitedEmail);
  const mobileLayout = useIsMobileLayout();
  const mobile = useIsMobileUserAgent() || mobileLayout;
  const titleId = useId();
  const panelId = useId();
  const [outcome, setOutcome] = useState<Outcome>('none');

  useEffect(() => {
    if (outcome === 'created' && !mobile) navigate('/login');
  }, [outcome, mobile, navigate]);

  if (load.status === 'missing') return <Navigate to={NOT_FOUND_PATH} replace />;

  async function create(values: InvitedUserValues) {
    if (load.status !== 'found' || !requestId) return;
    const { email } = load.invitation;
    setOutcome('none');
    try {
      await api.registerInvitedUser(requestId, { email, username: email, full_name: values.fullName, password: values.password });
      setOutcome('created');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <AuthLayout>
      <section className={page.page} aria-labelledby={titleId} aria-busy={load.status === 'loading'}>
        <div className={page.header}>
          <h1 id={titleId} className={page.title}>
            {t('user.title')}
          </h1>
          {load.status === 'found' && (
            <p className={page.subtitle}>
              {t('user.invitedBy', {
                admin: load.invitation.email_admin,
                organization: load.invitation.organization_name,
                brand: brand.name,
              })}
            </p>
          )}
        </div>
        {load.status === 'loading' && <p className={page.busy}>{t('user.loading')}</p>}
        {load.status === 'found' && outcome === 'created' && mobile && (
          <>
            <FormMessage kind="success">{t('user.success', { brand: brand.name })}</FormMessage>
            <AppDownloadPanel id={panelId} hidden={false} />
          </>
        )}
        {load.status === 'found' && outcome !== 'created' && (
          <InvitedUserForm invitation={load.invitation} failed={outcome === 'failed'} onSubmit={create} />
        )}
      </section>
    </AuthLayout>
  );
}
