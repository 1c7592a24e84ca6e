import { PACKAGES } from '@echowatch/contracts/pricing';
import { useTexts } from '../../i18n/texts';
import { PackageCard } from './package-card';
import * as styles from './package-card-list.module.css';

/** The mobile comparison: one card per package instead of a table too wide for the screen. */
export function PackageCardList({ label }: { label: string }) {
  const { t } = useTexts();
  return (
    <div className={styles.wrapper}>
      <p className={styles.hint}>{t('packages.comparison.hint')}</p>
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
