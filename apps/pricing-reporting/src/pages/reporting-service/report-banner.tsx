import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import * as styles from './report-banner.module.css';

interface ReportBannerProps {
  titleId: string;
  onShowIntro: () => void;
  onShowForm: () => void;
}

/** The page's opening: its one h1 and the two ways in, to the report types or straight to the form. */
export function ReportBanner({ titleId, onShowIntro, onShowForm }: ReportBannerProps) {
  const { t } = useTexts();
  const brand = useSiteConfig().brand.name;
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{t('reporting.banner.eyebrow')}</p>
        <h1 id={titleId} className={styles.title}>
          {t('reporting.banner.title')}
        </h1>
        <p className={styles.lead}>{t('reporting.banner.lead', { brand })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onShowForm}>
            {t('reporting.banner.toForm')}
          </button>
          <button type="button" className={styles.secondary} onClick={onShowIntro}>
            {t('reporting.banner.toIntro')}
          </button>
        </div>
      </div>
    </div>
  );
}
