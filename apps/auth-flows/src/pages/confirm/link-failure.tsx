import { useTexts } from '../../i18n/texts';
import { TransText } from '../../i18n/trans-text';
import { useResendConfirmEmail } from './use-resend-confirm-email';
import * as styles from './confirm-page.module.css';

export function InvitationInvalid() {
  const { t } = useTexts();
  return (
    <>
      <p className={styles.failure}>{t('confirm.invitation.invalid')}</p>
      <p>{t('confirm.invitation.invalidHint')}</p>
    </>
  );
}

export function Unreachable({ retry }: { retry: () => void }) {
  const { t } = useTexts();
  return (
    <>
      <p className={styles.failure}>{t('confirm.unreachable')}</p>
      <button type="button" className={styles.secondaryAction} onClick={retry}>
        {t('confirm.retry')}
      </button>
    </>
  );
}

function ResendConfirmEmail({ requestId }: { requestId: string }) {
  const { t } = useTexts();
  const { state, resend } = useResendConfirmEmail(requestId);
  const resendButton = (
    <button
      type="button"
      className={styles.inlineAction}
      disabled={state === 'sending'}
      onClick={() => void resend()}
    />
  );
  return (
    <>
      <p className={styles.failure}>
        <TransText i18nKey="confirm.registration.failed" components={{ resend: resendButton }} />
      </p>
      <p>{t('confirm.registration.failedHint')}</p>
      <p role="status" className={state === 'sent' ? styles.success : undefined}>
        {state === 'sending' && t('confirm.registration.resending')}
        {state === 'sent' && t('confirm.registration.resent')}
      </p>
      {state === 'failed' && (
        <p role="alert" className={styles.failure}>
          {t('confirm.registration.resendFailed')}
        </p>
      )}
    </>
  );
}

/** A refused registration link can ask for a new mail, provided it says which registration it was. */
export function RegistrationFailed({ requestId }: { requestId: string | null }) {
  const { t } = useTexts();
  if (!requestId) return <p className={styles.failure}>{t('confirm.registration.failedNoLink')}</p>;
  return <ResendConfirmEmail requestId={requestId} />;
}
