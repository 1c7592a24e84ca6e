import { useId, useState } from 'react';
import { isAvailable, type FeatureModule, type PackageId } from '@echowatch/contracts/pricing';
import { useTexts } from '../../i18n/texts';
import { AvailabilityMark } from './availability-mark';
import * as styles from './package-card-list.module.css';

/** A feature module inside a mobile package card; opens to list its features for that package. */
export function CardFeatureModule({ module, packageId }: { module: FeatureModule; packageId: PackageId }) {
  const { t } = useTexts();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const name = t(`packages.modules.${module.id}`);
  if (module.features.length === 0) {
    // No rule names this module per package (R-PRICE-3): point to the sales team rather than guess.
    return (
      <p className={styles.moduleRow}>
        <span className={styles.moduleName}>{name}</span>
        <span className={styles.onRequest}>{t('packages.comparison.onRequest')}</span>
      </p>
    );
  }
  return (
    <>
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
        <span className={styles.moduleName}>{name}</span>
      </button>
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
