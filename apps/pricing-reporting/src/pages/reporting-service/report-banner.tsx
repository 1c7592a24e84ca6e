import { useTranslation } from '@echowatch/translation';
import { useSiteConfig } from '@echowatch/remote-kit';
import { NAMESPACE } from '../../i18n/namespace';
import * as styles from './report-banner.module.css';

interface ReportBannerProps {
  titleId: string;
  onShowIntro: () => void;
  onShowForm: () => void;
}

/** The page's opening: its one h1 and the two ways in, to the report types or straight to the form. */
export function ReportBanner({ titleId, onShowIntro, onShowForm }: ReportBannerProps) {
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'reporting.banner' });
  const brand = useSiteConfig().brand.name;
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 id={titleId} className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.lead}>{t('lead', { brand })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onShowForm}>
            {t('toForm')}
          </button>
          <button type="button" className={styles.secondary} onClick={onShowIntro}>
            {t('toIntro')}
          </button>
        </div>
      </div>
    </div>
  );
}
