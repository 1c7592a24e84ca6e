import { useId } from 'react';
import { ADD_ONS } from '@echowatch/contracts/pricing';
import { useTexts } from '../../i18n/texts';
import { useAmountFormat } from './amount-format';
import * as section from './section.module.css';
import * as styles from './add-on-list.module.css';

/** Extensions bought on top of any package, priced per month. */
export function AddOnList() {
  const { t } = useTexts();
  const format = useAmountFormat();
  const titleId = useId();
  return (
    <section className={section.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={section.title}>
        {t('packages.addOns.title')}
      </h2>
      <p className={section.intro}>{t('packages.addOns.intro')}</p>
      <ul className={styles.list}>
        {ADD_ONS.map((addOn) => (
          <li key={addOn.id} className={styles.item}>
            <h3 className={styles.name}>{t(`packages.addOns.${addOn.id}.name`, { sources: addOn.sources })}</h3>
            <p className={styles.description}>{t(`packages.addOns.${addOn.id}.description`)}</p>
            <p className={styles.price}>{t('packages.addOns.perMonth', { price: format.money(addOn.monthlyPriceVnd) })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
