import { useEffect, useRef } from 'react';
import { useTexts } from '../../i18n/texts';
import { useMarkPageReady } from '../../rendering/page-ready';
import * as styles from './remote-fallback.module.css';

interface Props {
  error: Error;
  onRetry: () => void;
  showDetails: boolean;
}

export function RemoteFallback({ error, onRetry, showDetails }: Props) {
  const { t } = useTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useMarkPageReady();
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
      <div className={styles.column}>
        <h1 id="remote-fallback-title" ref={heading} tabIndex={-1} className={styles.title}>
          {t('remote.unavailableTitle')}
        </h1>
        <p className={styles.text}>{t('remote.unavailableText')}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('remote.retry')}
        </button>
        {showDetails && (
          <details className={styles.details}>
            <summary>{t('remote.details')}</summary>
            <pre>{[error.message, error.cause instanceof Error ? error.cause.message : ''].join('\n')}</pre>
          </details>
        )}
      </div>
    </section>
  );
}
