import { useTexts } from '../i18n/texts';
import * as styles from './page-skeleton.module.css';

const CARDS = ['first', 'second', 'third'];

/**
 * What a page area shows while its remote is on the way: the outline of a page (heading, text,
 * cards) at a page's height, so the footer stays put and the wait reads as a page arriving. Screen
 * readers hear the loading message only.
 */
export function PageSkeleton() {
  const { t } = useTexts();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className={styles.message}>{t('remote.loading')}</span>
      <div className={styles.outline} aria-hidden="true">
        <div className={styles.heading} />
        <div className={styles.line} />
        <div className={`${styles.line} ${styles.short}`} />
        <div className={styles.cards}>
          {CARDS.map((card) => (
            <div key={card} className={styles.card} />
          ))}
        </div>
      </div>
    </div>
  );
}
