import { useMemo } from 'react';
import { Link } from '@echowatch/routing';
import { amountFormat, FREE_TRIAL, PACKAGES } from '@echowatch/contracts/pricing';
import { useTexts } from '../../i18n/texts';
import * as styles from './home-sections.module.css';

/** The packages at a glance, with a way to the full pricing page; the figures are the pricing page’s own. */
export function PricingTeaser() {
  const { t, language } = useTexts();
  const format = useMemo(() => amountFormat(language), [language]);
  return (
    <section className={styles.pricing} aria-labelledby="home-pricing-title">
      <div className={styles.inner}>
        <h2 id="home-pricing-title" className={styles.sectionTitle}>
          {t('home.pricing.title')}
        </h2>
        <p className={styles.sectionText}>{t('home.pricing.text')}</p>
        <ul className={styles.packages}>
          {PACKAGES.map((pkg) => (
            <li key={pkg.id} className={styles.package}>
              <h3 className={styles.packageName}>{pkg.name}</h3>
              <p className={styles.packagePrice}>{t('home.pricing.perMonth', { price: format.money(pkg.monthlyPriceVnd) })}</p>
              <p className={styles.packageLimit}>
                {t('home.pricing.mentions', { amount: format.count(pkg.limits.mentionsPerMonth) })}
              </p>
              <p className={styles.packageLimit}>{t('home.pricing.accounts', { count: pkg.limits.accounts })}</p>
            </li>
          ))}
        </ul>
        <p className={styles.trial}>
          {t('home.pricing.trial', { days: FREE_TRIAL.days, items: format.count(FREE_TRIAL.dataItems) })}
        </p>
        <Link to="/packages" className={styles.primaryLink}>
          {t('home.pricing.cta')}
        </Link>
      </div>
    </section>
  );
}
