import { useEffect, useRef } from 'react';
import { useTranslation } from '@echowatch/translation';
import { CONTACT_METHOD_OPTIONS, type ReportContactRequest } from '@echowatch/contracts';
import { currentLanguage, useSiteConfig } from '@echowatch/remote-kit';
import { NAMESPACE } from '../../i18n/namespace';
import * as styles from './send-success.module.css';

interface SendSuccessProps {
  request: ReportContactRequest;
  onSendAnother: () => void;
}

/** Shown once a request is accepted; focus moves to its heading so the result is announced. */
export function SendSuccess({ request, onSendAnother }: SendSuccessProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { keyPrefix: 'reporting.form.success' });
  const brand = useSiteConfig().brand.name;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const channels = new Intl.ListFormat(currentLanguage(i18n), { type: 'conjunction' }).format(
    CONTACT_METHOD_OPTIONS.filter(({ id }) => request.methods.some((method) => method === id)).map(({ key }) =>
      t(`channels.${key}`),
    ),
  );
  return (
    <div className={styles.box}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.title}>
        <span aria-hidden="true" className={styles.mark}>
          ✓
        </span>{' '}
        {t('title')}
      </h3>
      <p className={styles.text}>{t('text', { name: request.name, brand, channels })}</p>
      <button type="button" className={styles.again} onClick={onSendAnother}>
        {t('again')}
      </button>
    </div>
  );
}
