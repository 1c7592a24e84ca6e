import type { LinkValidation } from '@echowatch/api-client';
import { useTexts } from '../../i18n/texts';
import type { LinkKind } from './link-kind';
import { LoginNow } from './login-now';
import * as styles from './confirm-page.module.css';

export function LinkSuccess({ kind, result }: { kind: LinkKind; result: LinkValidation }) {
  const { t } = useTexts();
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
