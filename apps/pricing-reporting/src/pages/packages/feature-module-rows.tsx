import { useId, useState } from 'react';
import { isAvailable, PACKAGES, type FeatureModule } from '@echowatch/contracts/pricing';
import { useTexts } from '../../i18n/texts';
import { AvailabilityMark } from './availability-mark';
import * as styles from './comparison-table.module.css';

/**
 * One feature module of the comparison table: a row whose button shows or hides the module's
 * features. The feature rows sit in their own tbody so the button can point at them.
 */
export function FeatureModuleRows({ module }: { module: FeatureModule }) {
  const { t } = useTexts();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const name = t(`packages.modules.${module.id}`);
  if (module.features.length === 0) {
    // No rule names this module per package (R-PRICE-3): point to the sales team rather than guess.
    return (
      <tbody className={styles.moduleGroup}>
        <tr>
          <th scope="row" className={styles.rowHeader}>
            {name}
          </th>
          <td colSpan={PACKAGES.length} className={styles.onRequest}>
            {t('packages.comparison.onRequest')}
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <>
      <tbody className={styles.moduleGroup}>
        <tr>
          <th scope="row" colSpan={PACKAGES.length + 1} className={styles.rowHeader}>
            <button
              type="button"
              className={styles.expander}
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded((open) => !open)}
            >
              <span aria-hidden="true" className={styles.chevron}>
                {expanded ? '▾' : '▸'}
              </span>
              {name}
            </button>
          </th>
        </tr>
      </tbody>
      <tbody id={detailsId} hidden={!expanded} className={styles.details}>
        {module.features.map((feature) => (
          <tr key={feature.id}>
            <th scope="row" className={styles.subFeature}>
              {t(`packages.features.${feature.id}`)}
            </th>
            {PACKAGES.map((pkg) => (
              <td key={pkg.id} className={styles.value}>
                <AvailabilityMark available={isAvailable(feature, pkg.id)} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
}
