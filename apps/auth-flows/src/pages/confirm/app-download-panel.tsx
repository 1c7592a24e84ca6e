import { useId } from 'react';
import { useMobilePlatform, useSiteConfig, type MobilePlatform } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import * as styles from './confirm-page.module.css';

type Store = Exclude<MobilePlatform, 'other'>;

/** The store of the visitor's phone; a device we cannot place gets both. */
export function storesFor(platform: MobilePlatform): Store[] {
  return platform === 'other' ? ['ios', 'android'] : [platform];
}

export function AppDownloadPanel({ id, hidden }: { id: string; hidden: boolean }) {
  const { t } = useTexts();
  const { appStores, brand } = useSiteConfig();
  // The request's user agent on the server, the navigator's in the browser: both render the same
  // store links, so hydration keeps the server's markup.
  const stores = storesFor(useMobilePlatform());
  const titleId = useId();
  return (
    <section id={id} hidden={hidden} className={styles.appDownload} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.appDownloadTitle}>
        {t('confirm.appDownload.title', { brand: brand.name })}
      </h2>
      <p>{t('confirm.appDownload.text', { brand: brand.name })}</p>
      <ul className={styles.stores}>
        {stores.map((store) => (
          <li key={store}>
            <a className={styles.storeLink} href={appStores[store]}>
              {t(`confirm.appDownload.${store}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
