import { FEATURE_MODULES, LIMIT_IDS, PACKAGES } from '@echowatch/contracts/pricing';
import { useTexts } from '../../i18n/texts';
import { useAmountFormat } from './amount-format';
import { FeatureModuleRows } from './feature-module-rows';
import * as styles from './comparison-table.module.css';

/** The desktop comparison: one column per package, limits and price first, then expandable features. */
export function ComparisonTable({ caption }: { caption: string }) {
  const { t } = useTexts();
  const format = useAmountFormat();
  return (
    <div className={styles.wrapper}>
      <p className={styles.hint}>{t('packages.comparison.hint')}</p>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.itemHeader}>
              {t('packages.comparison.itemHeader')}
            </th>
            {PACKAGES.map((pkg) => (
              <th key={pkg.id} scope="col" className={styles.packageHeader}>
                <span className={styles.packageName}>{pkg.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LIMIT_IDS.map((limit) => (
            <tr key={limit}>
              <th scope="row" className={styles.rowHeader}>
                {t(`packages.limits.${limit}`)}
              </th>
              {PACKAGES.map((pkg) => (
                <td key={pkg.id} className={styles.value}>
                  {format.count(pkg.limits[limit])}
                </td>
              ))}
            </tr>
          ))}
          <tr className={styles.priceRow}>
            <th scope="row" className={styles.rowHeader}>
              {t('packages.comparison.monthlyCost')}
            </th>
            {PACKAGES.map((pkg) => (
              <td key={pkg.id} className={styles.price}>
                {format.money(pkg.monthlyPriceVnd)}
              </td>
            ))}
          </tr>
        </tbody>
        {FEATURE_MODULES.map((module) => (
          <FeatureModuleRows key={module.id} module={module} />
        ))}
      </table>
    </div>
  );
}
