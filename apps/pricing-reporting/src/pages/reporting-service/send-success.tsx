import { useEffect, useRef } from 'react';
import { CONTACT_METHOD_OPTIONS, type ReportContactRequest } from '@echowatch/contracts';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import * as styles from './send-success.module.css';

interface SendSuccessProps {
  request: ReportContactRequest;
  onSendAnother: () => void;
}

/** Shown once a request is accepted; focus moves to its heading so the result is announced. */
export function SendSuccess({ request, onSendAnother }: SendSuccessProps) {
  const { t, language } = useTexts();
  const brand = useSiteConfig().brand.name;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const channels = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    CONTACT_METHOD_OPTIONS.filter(({ id }) => request.methods.some((method) => method === id)).map(({ key }) =>
      t(`reporting.form.success.channels.${key}`),
    ),
  );
  return (
    <div className={styles.box}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.title}>
        <span aria-hidden="true" className={styles.mark}>
          ✓
        </span>{' '}
        {t('reporting.form.success.title')}
      </h3>
      <p className={styles.text}>{t('reporting.form.success.text', { name: request.name, brand, channels })}</p>
      <button type="button" className={styles.again} onClick={onSendAnother}>
        {t('reporting.form.success.again')}
      </button>
    </div>
  );
}
