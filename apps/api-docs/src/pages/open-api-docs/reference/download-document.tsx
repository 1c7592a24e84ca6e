import { useState } from 'react';
import { openApiBase } from '@echowatch/open-api-spec';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import * as styles from './download-document.module.css';

export const DOCUMENT_FILE_NAME = (language: string) => `echowatch-open-api.${language}.json`;

/** Saves the OpenAPI document in the reader's language, pointed at the API host of this environment. */
export function DownloadDocument() {
  const { t, language } = useTexts();
  const { hosts } = useSiteConfig();
  const [failed, setFailed] = useState(false);
  const host = openApiBase(hosts.openApi);

  async function download() {
    try {
      const { documentForServer } = await import('@echowatch/open-api-spec/document');
      const json = JSON.stringify(documentForServer(language, host), null, 2);
      const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = DOCUMENT_FILE_NAME(language);
      link.click();
      // The click has started the download; the URL only needs to outlive it.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className={styles.download}>
      <button type="button" className={styles.button} onClick={() => void download()}>
        {t('reference.download.button')}
      </button>
      <span className={styles.hint}>{t('reference.download.hint', { host })}</span>
      {failed && (
        <p role="alert" className={styles.failed}>
          {t('reference.download.failed')}
        </p>
      )}
    </div>
  );
}
