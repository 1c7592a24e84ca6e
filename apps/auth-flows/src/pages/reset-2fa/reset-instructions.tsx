import { useId } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import * as page from '../shared/auth-page.module.css';
import * as styles from './reset-2fa-page.module.css';

const STEPS = ['install', 'add', 'scan', 'read', 'enter'] as const;

/** The five steps of pairing an authenticator app with the QR code. */
export function ResetInstructions() {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={page.block}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('reset2fa.stepsTitle')}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>{t(`reset2fa.steps.${step}`, { brand: brand.name })}</li>
        ))}
      </ol>
    </section>
  );
}
