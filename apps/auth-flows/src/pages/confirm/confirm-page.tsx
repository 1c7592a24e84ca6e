import type { LinkValidation } from '@echowatch/api-client';
import { useLocation, useSearchParams } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { AuthLayout } from '../auth-layout/auth-layout';
import { wellFormedToken } from '../shared/link-token';
import { InvitationInvalid, RegistrationFailed, Unreachable } from './link-failure';
import { linkKindFromPath } from './link-kind';
import { LinkSuccess } from './link-success';
import type { LinkCheck } from '../shared/use-link-validation';
import { useLinkCheck } from './use-link-check';
import type { LinkKind } from './link-kind';
import * as styles from './confirm-page.module.css';

function LinkCheckResult({ kind, requestId, check, retry }: {
  kind: LinkKind;
  requestId: string | null;
  check: LinkCheck<LinkValidation>;
  retry: () => void;
}) {
  const { t } = useTexts();
  switch (check.status) {
    case 'checking':
      return <p className={styles.checking}>{t('confirm.checking')}</p>;
    case 'valid':
      return <LinkSuccess kind={kind} result={check.value} />;
    case 'unreachable':
      return <Unreachable retry={retry} />;
    case 'invalid':
      return kind === 'invite' ? <InvitationInvalid /> : <RegistrationFailed requestId={requestId} />;
  }
}

/** The result of opening an account confirmation (…/confirm) or organization invitation (…/invite) link. */
export function ConfirmPage() {
  const { t } = useTexts();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const kind = linkKindFromPath(pathname);
  // A request id that cannot be one is treated as absent: it is never sent to the service.
  const requestId = wellFormedToken(searchParams.get('requestId'));
  const { check, retry } = useLinkCheck(kind, requestId);

  return (
    <AuthLayout>
      <section className={styles.page} aria-labelledby="account-link-title" aria-busy={check.status === 'checking'}>
        <h1 id="account-link-title" className={styles.title}>
          {t(kind === 'invite' ? 'confirm.invitation.title' : 'confirm.registration.title')}
        </h1>
        <div className={styles.result} aria-live="polite">
          <LinkCheckResult kind={kind} requestId={requestId} check={check} retry={retry} />
        </div>
      </section>
    </AuthLayout>
  );
}
