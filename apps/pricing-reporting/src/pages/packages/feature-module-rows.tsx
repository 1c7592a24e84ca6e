import { useId, useState } from 'react';
import { useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../../i18n/resources';
import { AvailabilityMark } from './availability-mark';
import { includedCount, isAvailable, PACKAGES, type FeatureModule } from './package-catalog';
import * as styles from './comparison-table.module.css';

/**
 * One feature module of the comparison table: a summary row whose button shows or hides the module's
 * sub-features. The sub-feature rows sit in their own tbody so the button can point at them.
 */
export function FeatureModuleRows({ module }: { module: FeatureModule }) {
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'packages' });
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const total = module.subFeatures.length;
  return (
    <>
      <tbody className={styles.moduleGroup}>
        <tr>
          <th scope="row" className={styles.rowHeader}>
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
              {t(`modules.${module.id}`)}
            </button>
          </th>
          {PACKAGES.map((pkg) => (
            <td key={pkg.id} className={styles.value}>
              {t('comparison.moduleSummary', { included: includedCount(module, pkg.id), total })}
            </td>
          ))}
        </tr>
      </tbody>
      <tbody id={detailsId} hidden={!expanded} className={styles.details}>
        {module.subFeatures.map((feature) => (
          <tr key={feature.id}>
            <th scope="row" className={styles.subFeature}>
              {t(`subFeatures.${feature.id}`)}
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
