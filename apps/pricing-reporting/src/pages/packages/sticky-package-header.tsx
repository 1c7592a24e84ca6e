import { Link } from '@echowatch/routing';
import { FREE_TRIAL_PATH, PACKAGES } from '@echowatch/contracts/pricing';
import { useTexts } from '../../i18n/texts';
import { useAmountFormat } from './amount-format';
import { STICKY_HEADER_SCROLL_PX } from './page-constants';
import { useScrolledPast } from './use-scrolled-past';
import * as styles from './sticky-package-header.module.css';

/** Keeps the package names and prices in view once the visitor has scrolled into the details. */
export function StickyPackageHeader() {
  const { t } = useTexts();
  const format = useAmountFormat();
  const visible = useScrolledPast(STICKY_HEADER_SCROLL_PX);
  if (!visible) return null;
  return (
    <section className={styles.sticky} aria-label={t('packages.sticky.label')}>
      <div className={styles.inner}>
        <ul className={styles.packages}>
          {PACKAGES.map((pkg) => (
            <li key={pkg.id} className={styles.package}>
              <span className={styles.name}>{pkg.name}</span>
              <span className={styles.price}>
                {format.money(pkg.monthlyPriceVnd)}
                <span className={styles.period}>{t('packages.comparison.perMonth')}</span>
              </span>
            </li>
          ))}
        </ul>
        <Link to={FREE_TRIAL_PATH} className={styles.cta}>
          {t('packages.sticky.register')}
        </Link>
      </div>
    </section>
  );
}
