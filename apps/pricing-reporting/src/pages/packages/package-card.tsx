import { useId } from 'react';
import { FEATURE_MODULES, LIMIT_IDS, type PricingPackage } from '@echowatch/contracts/pricing';
import { useTexts } from '../../i18n/texts';
import { useAmountFormat } from './amount-format';
import { CardFeatureModule } from './card-feature-module';
import * as section from './section.module.css';
import * as styles from './package-card-list.module.css';

/** One package on mobile: name, price, every limit and its feature modules. */
export function PackageCard({ pkg }: { pkg: PricingPackage }) {
  const { t } = useTexts();
  const format = useAmountFormat();
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <h3 id={nameId} className={styles.name}>
        {pkg.name}
      </h3>
      <p className={styles.price}>
        <span className={section.visuallyHidden}>{t('packages.comparison.monthlyCost')}: </span>
        {format.money(pkg.monthlyPriceVnd)}
        <span className={styles.period}>{t('packages.comparison.perMonth')}</span>
      </p>
      <h4 className={styles.groupTitle}>{t('packages.comparison.limitsHeading')}</h4>
      <dl className={styles.limits}>
        {LIMIT_IDS.map((limit) => (
          <div key={limit} className={styles.limit}>
            <dt>{t(`packages.limits.${limit}`)}</dt>
            <dd>{format.count(pkg.limits[limit])}</dd>
          </div>
        ))}
      </dl>
      <h4 className={styles.groupTitle}>{t('packages.comparison.featuresHeading')}</h4>
      <ul className={styles.modules}>
        {FEATURE_MODULES.map((module) => (
          <li key={module.id}>
            <CardFeatureModule module={module} packageId={pkg.id} />
          </li>
        ))}
      </ul>
    </article>
  );
}
