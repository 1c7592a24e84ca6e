import { useTranslation } from '@echowatch/translation';
import { PACKAGES } from '@echowatch/contracts/pricing';
import { NAMESPACE } from '../../i18n/namespace';
import { PackageCard } from './package-card';
import * as styles from './package-card-list.module.css';

/** The mobile comparison: one card per package instead of a table too wide for the screen. */
export function PackageCardList({ label }: { label: string }) {
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'packages' });
  return (
    <div className={styles.wrapper}>
      <p className={styles.hint}>{t('comparison.hint')}</p>
      <ul className={styles.list} aria-label={label}>
        {PACKAGES.map((pkg) => (
          <li key={pkg.id}>
            <PackageCard pkg={pkg} />
          </li>
        ))}
      </ul>
    </div>
  );
}
