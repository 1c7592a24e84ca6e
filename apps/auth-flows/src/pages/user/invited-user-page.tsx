import { useEffect, useId, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@echowatch/routing';
import { useIsMobileLayout, useIsMobileUserAgent, useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { FormMessage } from '../../forms/form-message';
import { useTexts } from '../../i18n/texts';
import { AuthLayout } from '../auth-layout/auth-layout';
import { wellFormedToken } from '../shared/link-token';
import { AppDownloadPanel } from '../confirm/app-download-panel';
import { InvitedUserForm, type InvitedUserValues } from './invited-user-form';
import { useInvitation } from './use-invitation';
import * as page from '../shared/auth-page.module.css';

/** A path the route table does not know: the shell shows its not-found page there. */
export const NOT_FOUND_PATH = '/404';

type Sending = 'idle' | 'sending' | 'failed' | 'created';

/** /user?requestId=…&cto=…: an invited person creates the account that joins the organisation. */
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
  const [sending, setSending] = useState<Sending>('idle');

  useEffect(() => {
    if (sending === 'created' && !mobile) navigate('/login');
  }, [sending, mobile, navigate]);

  if (load.status === 'missing') return <Navigate to={NOT_FOUND_PATH} replace />;

  async function create(values: InvitedUserValues) {
    if (load.status !== 'found' || !requestId) return;
    const { email } = load.invitation;
    setSending('sending');
    try {
      await api.registerInvitedUser(requestId, { email, username: email, full_name: values.fullName, password: values.password });
      setSending('created');
    } catch {
      setSending('failed');
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
        {load.status === 'found' && sending === 'created' && mobile && (
          <>
            <FormMessage kind="success">{t('user.success', { brand: brand.name })}</FormMessage>
            <AppDownloadPanel id={panelId} hidden={false} />
          </>
        )}
        {load.status === 'found' && sending !== 'created' && (
          <InvitedUserForm
            invitation={load.invitation}
            sending={sending === 'sending'}
            failed={sending === 'failed'}
            onSubmit={(values) => void create(values)}
          />
        )}
      </section>
    </AuthLayout>
  );
}
