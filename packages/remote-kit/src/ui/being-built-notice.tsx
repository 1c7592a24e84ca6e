import { useTranslation } from '@echowatch/translation';
import * as styles from './being-built-notice.module.css';

/** What a route shows until its own page lands: the route title and a plain notice. */
export function BeingBuiltNotice({ routeTitle }: { routeTitle: string }) {
  const { t } = useTranslation('kit');
  return (
    <section aria-labelledby="being-built-title">
      <div className={styles.band}>
        <div className={styles.column}>
          <h1 id="being-built-title" className={styles.title}>
            {routeTitle}
          </h1>
        </div>
      </div>
      <div className={styles.column}>
        <p className={styles.text}>{t('beingBuilt')}</p>
      </div>
    </section>
  );
}
