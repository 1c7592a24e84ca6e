import { isAvailable, PACKAGES, type FeatureModule } from '@echowatch/contracts/pricing';
import { AvailabilityMark } from './availability-mark';
import { ModuleExpander, useFeatureModule } from './module-expander';
import * as styles from './comparison-table.module.css';

/**
 * One feature module of the comparison table: a row whose button shows or hides the module's
 * features. The feature rows sit in their own tbody so the button can point at them.
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
  return (
    <>
      <tbody className={styles.moduleGroup}>
        <tr>
          <th scope="row" colSpan={PACKAGES.length + 1} className={styles.rowHeader}>
            <ModuleExpander
              expanded={expanded}
              controls={detailsId}
              onToggle={toggle}
              classNames={{ button: styles.expander, chevron: styles.chevron }}
            >
              {name}
            </ModuleExpander>
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
