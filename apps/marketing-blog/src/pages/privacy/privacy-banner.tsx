import { useTexts } from '../../i18n/texts';
import { LegalUpdated } from '../legal-parts/legal-updated';
import { useLegalValues } from '../legal-parts/use-legal-text';
import * as styles from './privacy-banner.module.css';

interface PrivacyBannerProps {
  titleId: string;
  updatedOn: string;
  /** Inside the app the screen is small and the app has its own bar: only the title, in a low band. */
  compact: boolean;
}

export function PrivacyBanner({ titleId, updatedOn, compact }: PrivacyBannerProps) {
  const { t } = useTexts();
  const values = useLegalValues();
  return (
    <header className={compact ? styles.bannerCompact : styles.banner}>
      <h1 id={titleId} className={compact ? styles.titleCompact : styles.title}>
        {t('privacy.title')}
      </h1>
      {!compact && (
        <>
          <p className={styles.intro}>{t('privacy.intro', values)}</p>
          <LegalUpdated isoDate={updatedOn} className={styles.updated} />
        </>
      )}
    </header>
  );
}
