import { useId, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from '@echowatch/routing';
import { onDemand, useSiteConfig } from '@echowatch/remote-kit';
import { Button, buttonClassName } from '@echowatch/ui';
import { CountdownNotice } from '../../forms/countdown-notice';
import { FormMessage } from '../../forms/form-message';
import { useTexts } from '../../i18n/texts';
import { AuthLayout } from '../auth-layout/auth-layout';
import { wellFormedToken } from '../shared/link-token';
import { ResetInstructions } from './reset-instructions';
import { useResetQr } from './use-reset-qr';
import * as page from '../shared/auth-page.module.css';
import * as styles from './reset-2fa-page.module.css';

// The form and its form library come when a visitor reaches for it (docs/performance.md).
const ConfirmCodeForm = onDemand('reset-2fa-code', () => import('./confirm-code-form').then((module) => module.ConfirmCodeForm));

/** After the reset the page goes to login in 5 s (docs/product-rules.md, R-RECOVER-5). */
export const REDIRECT_AFTER_S = 5;

/** /reset-2fa/{uid}: scan the new secret's QR code and confirm it with the app's current code. */
export function Reset2faPage() {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  const navigate = useNavigate();
  // The router has already decoded the segment (or left a broken escape as it was).
  const uid = wellFormedToken(useParams().uid);
  const titleId = useId();
  const { load, retry } = useResetQr(uid);
  const [done, setDone] = useState(false);

  // A link the service no longer knows (code 3) returns to login; so does one that cannot be a link
  // at all (docs/product-rules.md, R-ROUTE-6).
  if (load.status === 'gone' || uid === null) return <Navigate to="/login" replace />;

  return (
    <AuthLayout>
      <section className={page.page} aria-labelledby={titleId} aria-busy={load.status === 'loading'}>
        <div className={page.header}>
          <h1 id={titleId} className={page.title}>
            {t('reset2fa.title')}
          </h1>
        </div>
        {load.status === 'loading' && <p className={page.busy}>{t('reset2fa.loading')}</p>}
        {load.status === 'failed' && (
          <>
            <FormMessage kind="error">
              {load.reason === 'unreachable' ? t('reset2fa.unreachable') : t('codes.unexpected')}
            </FormMessage>
            <Button variant="secondary" onClick={retry}>
              {t('reset2fa.retry')}
            </Button>
          </>
        )}
        {load.status === 'ready' && done && (
          <>
            <FormMessage kind="success">{t('reset2fa.done')}</FormMessage>
            <CountdownNotice seconds={REDIRECT_AFTER_S} onDone={() => navigate('/login')}>
              {(left) => t('reset2fa.redirect', { count: left })}
            </CountdownNotice>
            <Link to="/login" className={buttonClassName('primary')}>
              {t('reset2fa.loginNow')}
            </Link>
          </>
        )}
        {load.status === 'ready' && !done && (
          <div className={styles.layout}>
            <img
              className={styles.qr}
              src={`data:image/png;base64,${load.png}`}
              alt={t('reset2fa.qrAlt', { brand: brand.name })}
              width={220}
              height={220}
            />
            <ResetInstructions />
            <ConfirmCodeForm uid={uid} onConfirmed={() => setDone(true)} />
          </div>
        )}
      </section>
    </AuthLayout>
  );
}
