import { Link } from '@echowatch/routing';
import { PACKAGES } from '@echowatch/contracts/pricing';
import { REPORTING_SERVICE_PATH } from './page-constants';
import { usePriceSection } from './price-section';
import * as section from './section.module.css';
import * as styles from './report-price-table.module.css';

/** Prices of the analyst-written data-interpretation report, weekly or monthly, per package. */
export function ReportPriceTable() {
  const { t, brand, format, titleId } = usePriceSection();
  return (
    <section className={section.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={section.title}>
        {t('packages.reportPrices.title')}
      </h2>
      <p className={section.intro}>{t('packages.reportPrices.intro', { brand })}</p>
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('packages.reportPrices.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('packages.reportPrices.package')}</th>
              <th scope="col">{t('packages.reportPrices.weekly')}</th>
              <th scope="col">{t('packages.reportPrices.monthly')}</th>
            </tr>
          </thead>
          <tbody>
            {PACKAGES.map((pkg) => (
              <tr key={pkg.id}>
                <th scope="row">{pkg.name}</th>
                <td>{format.money(pkg.reportPriceVnd.weekly)}</td>
                <td>{format.money(pkg.reportPriceVnd.monthly)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Link to={REPORTING_SERVICE_PATH} className={section.secondaryLink}>
        {t('packages.reportPrices.link')}
      </Link>
    </section>
  );
}
