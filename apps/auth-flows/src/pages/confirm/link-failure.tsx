import { Button } from '@echowatch/ui';
import { Captcha } from '../../captcha/captcha';
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
  const { state, failure, captcha, open, send } = useResendConfirmEmail(requestId);
  const formShown = state === 'open' || state === 'sending';
  const resendButton = <button type="button" className={styles.inlineAction} aria-expanded={formShown} onClick={open} />;
  return (
    <>
      <p className={styles.failure}>
        <TransText i18nKey="confirm.registration.failed" components={{ resend: resendButton }} />
      </p>
      <p>{t('confirm.registration.failedHint')}</p>
      {formShown && (
        <div className={styles.resendForm}>
          <Captcha key={captcha.round} onChange={captcha.onChange} />
          <Button disabled={state === 'sending' || !captcha.token} onClick={() => void send()}>
            {t('confirm.registration.resendSubmit')}
          </Button>
        </div>
      )}
      <p role="status" className={state === 'sent' ? styles.success : undefined}>
        {state === 'sending' && t('confirm.registration.resending')}
        {state === 'sent' && t('confirm.registration.resent')}
      </p>
      {failure && (
        <p role="alert" className={styles.failure}>
          {t(failure)}
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
