import { isAvailable, type FeatureModule, type PackageId } from '@echowatch/contracts/pricing';
import { AvailabilityMark } from './availability-mark';
import { ModuleExpander, useFeatureModule } from './module-expander';
import * as styles from './package-card-list.module.css';

/** A feature module inside a mobile package card; opens to list its features for that package. */
export function CardFeatureModule({ module, packageId }: { module: FeatureModule; packageId: PackageId }) {
  const { t, name, onRequest, expanded, toggle, detailsId } = useFeatureModule(module);
  if (onRequest) {
    return (
      <p className={styles.moduleRow}>
        <span className={styles.moduleName}>{name}</span>
        <span className={styles.onRequest}>{t('packages.comparison.onRequest')}</span>
      </p>
    );
  }
  return (
    <>
      <ModuleExpander
        expanded={expanded}
        controls={detailsId}
        onToggle={toggle}
        classNames={{ button: styles.expander, chevron: styles.chevron }}
      >
        <span className={styles.moduleName}>{name}</span>
      </ModuleExpander>
      <ul id={detailsId} hidden={!expanded} className={styles.subFeatures}>
        {module.features.map((feature) => (
          <li key={feature.id} className={styles.subFeature}>
            <AvailabilityMark available={isAvailable(feature, packageId)} />
            <span>{t(`packages.features.${feature.id}`)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
