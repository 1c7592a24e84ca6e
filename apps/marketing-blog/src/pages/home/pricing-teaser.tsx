import { Link } from '@echowatch/routing';
import { useTranslation } from '@echowatch/translation';
import { currentLanguage } from '@echowatch/remote-kit';
import { NAMESPACE } from '../../i18n/namespace';
import { PACKAGE_SUMMARY, TRIAL } from './packages-summary';
import * as styles from './home-sections.module.css';

/** Four packages at a glance, with a way to the full pricing page. */
export function PricingTeaser() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const number = new Intl.NumberFormat(currentLanguage(i18n) === 'vi' ? 'vi-VN' : 'en-US');
  return (
    <section className={styles.pricing} aria-labelledby="home-pricing-title">
      <div className={styles.inner}>
        <h2 id="home-pricing-title" className={styles.sectionTitle}>
          {t('home.pricing.title')}
        </h2>
        <p className={styles.sectionText}>{t('home.pricing.text')}</p>
        <ul className={styles.packages}>
          {PACKAGE_SUMMARY.map((item) => (
            <li key={item.name} className={styles.package}>
              <h3 className={styles.packageName}>{item.name}</h3>
              <p className={styles.packagePrice}>{t('home.pricing.perMonth', { price: number.format(item.price) })}</p>
              <p className={styles.packageLimit}>{t('home.pricing.mentions', { amount: number.format(item.mentions) })}</p>
              <p className={styles.packageLimit}>{t('home.pricing.accounts', { count: item.accounts })}</p>
            </li>
          ))}
        </ul>
        <p className={styles.trial}>{t('home.pricing.trial', { days: TRIAL.days, items: number.format(TRIAL.items) })}</p>
        <Link to="/packages" className={styles.primaryLink}>
          {t('home.pricing.cta')}
        </Link>
      </div>
    </section>
  );
}
