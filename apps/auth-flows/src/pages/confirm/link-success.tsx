import { useTranslation } from '@echowatch/translation';
import type { LinkValidation } from '@echowatch/api-client';
import { NAMESPACE } from '../../i18n/namespace';
import type { LinkKind } from './link-kind';
import { LoginNow } from './login-now';
import * as styles from './confirm-page.module.css';

export function LinkSuccess({ kind, result }: { kind: LinkKind; result: LinkValidation }) {
  const { t } = useTranslation(NAMESPACE);
  const { email, organization_name: organization } = result;
  let message: string;
  if (kind === 'confirm') message = t('confirm.registration.success', { email });
  else if (organization) message = t('confirm.invitation.success', { organization, email });
  else message = t('confirm.invitation.successNoName', { email });

  return (
    <>
      <p className={styles.success}>{message}</p>
      <LoginNow />
    </>
  );
}
