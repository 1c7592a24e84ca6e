import { isAvailable, PACKAGES, type FeatureModule } from '@echowatch/contracts/pricing';
import { AvailabilityMark } from './availability-mark';
import { ModuleExpander, useFeatureModule } from './module-expander';
import * as styles from './comparison-table.module.css';

/**
 * One feature module of the comparison table, a row group: its header's button shows or hides the
 * module's feature rows, and the header names the group for each of them (`scope="rowgroup"`).
 */
export function FeatureModuleRows({ module }: { module: FeatureModule }) {
  const { t, name, onRequest, expanded, toggle, detailsId } = useFeatureModule(module);
  if (onRequest) {
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
  const rowId = (index: number) => `${detailsId}-${index}`;
  return (
    <tbody className={styles.moduleGroup}>
      <tr>
        <th scope="rowgroup" colSpan={PACKAGES.length + 1} className={styles.rowHeader}>
          <ModuleExpander
            expanded={expanded}
            controls={module.features.map((_, index) => rowId(index)).join(' ')}
            onToggle={toggle}
            classNames={{ button: styles.expander, chevron: styles.chevron }}
          >
            {name}
          </ModuleExpander>
        </th>
      </tr>
      {module.features.map((feature, index) => (
        <tr key={feature.id} id={rowId(index)} hidden={!expanded} className={styles.details}>
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
  );
}
