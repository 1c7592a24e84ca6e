import { useTexts } from '../../i18n/texts';
import * as styles from '../remote-fallback/remote-fallback.module.css';

/** Shown when the environment's configuration cannot be read: a message and a reload, never a blank page. */
export function StartupFailure({ error }: { error: unknown }) {
  const { t } = useTexts();
  return (
    <main className={styles.fallback}>
      <div className={styles.column}>
        <h1 className={styles.title}>{t('startup.failedTitle')}</h1>
        <p className={styles.text}>{t('startup.failedText')}</p>
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          {t('startup.retry')}
        </button>
        <p hidden data-error>
          {error instanceof Error ? error.message : String(error)}
        </p>
      </div>
    </main>
  );
}
