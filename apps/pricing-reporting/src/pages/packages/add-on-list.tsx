import { useId } from 'react';
import { useTranslation } from '@echowatch/translation';
import { ADD_ONS } from '@echowatch/contracts/pricing';
import { NAMESPACE } from '../../i18n/namespace';
import { useAmountFormat } from './amount-format';
import * as section from './section.module.css';
import * as styles from './add-on-list.module.css';

/** Extensions bought on top of any package, priced per month. */
export function AddOnList() {
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'packages' });
  const format = useAmountFormat();
  const titleId = useId();
  return (
    <section className={section.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={section.title}>
        {t('addOns.title')}
      </h2>
      <p className={section.intro}>{t('addOns.intro')}</p>
      <ul className={styles.list}>
        {ADD_ONS.map((addOn) => (
          <li key={addOn.id} className={styles.item}>
            <h3 className={styles.name}>{t(`addOns.${addOn.id}.name`, { sources: addOn.sources })}</h3>
            <p className={styles.description}>{t(`addOns.${addOn.id}.description`)}</p>
            <p className={styles.price}>{t('addOns.perMonth', { price: format.money(addOn.monthlyPriceVnd) })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
