import { useTexts } from '../../i18n/texts';
import * as styles from './blog-detail.module.css';

/** Plain share addresses: nothing of the networks is loaded until the reader chooses to share. */
export const SHARE_NETWORKS = [
  { name: 'Facebook', mark: 'f', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  {
    name: 'LinkedIn',
    mark: 'in',
    href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
] as const;

export function ShareLinks({ url }: { url: string }) {
  const { t } = useTexts();
  return (
    <section className={styles.share} aria-labelledby="blog-share-title">
      <h2 id="blog-share-title" className={styles.shareTitle}>
        {t('blog.detail.share')}
      </h2>
      <ul className={styles.shareList}>
        {SHARE_NETWORKS.map((network) => (
          <li key={network.name}>
            <a
              href={network.href(url)}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.shareLink}
              data-mark={network.mark}
            >
              {network.name}
              <span className={styles.visuallyHidden}>
                {` ${t('common.opensInNewWindow')}`}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
