import { Link } from '@echowatch/routing';
import { FREE_TRIAL, FREE_TRIAL_PATH } from '@echowatch/contracts/pricing';
import { usePriceSection } from './price-section';
import * as section from './section.module.css';
import * as styles from './trial-box.module.css';

/** The free trial offer (15 days, 5000 data items: docs/product-rules.md, R-PRICE-6) with the way in: registration. */
export function TrialBox() {
  const { t, brand, format, titleId } = usePriceSection();
  return (
    <section className={section.section} aria-labelledby={titleId}>
      <div className={styles.box}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('packages.trial.title', { days: FREE_TRIAL.days })}
          </h2>
          <p className={styles.text}>{t('packages.trial.text', { brand })}</p>
          <ul className={styles.facts}>
            <li>{t('packages.trial.days', { days: FREE_TRIAL.days })}</li>
            <li>{t('packages.trial.dataItems', { dataItems: format.count(FREE_TRIAL.dataItems) })}</li>
          </ul>
        </div>
        <Link to={FREE_TRIAL_PATH} className={styles.cta}>
          {t('packages.trial.cta')}
        </Link>
      </div>
    </section>
  );
}
