import { useId, useState } from 'react';
import { useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../../i18n/resources';
import { AvailabilityMark } from './availability-mark';
import { includedCount, isAvailable, type FeatureModule, type PackageId } from './package-catalog';
import * as styles from './package-card-list.module.css';

/** A feature module inside a mobile package card; opens to list its sub-features for that package. */
export function CardFeatureModule({ module, packageId }: { module: FeatureModule; packageId: PackageId }) {
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'packages' });
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const summary = t('comparison.moduleSummary', {
    included: includedCount(module, packageId),
    total: module.subFeatures.length,
  });
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
        <span className={styles.moduleName}>{t(`modules.${module.id}`)}</span>
        <span className={styles.moduleSummary}>{summary}</span>
      </button>
      <ul id={detailsId} hidden={!expanded} className={styles.subFeatures}>
        {module.subFeatures.map((feature) => (
          <li key={feature.id} className={styles.subFeature}>
            <AvailabilityMark available={isAvailable(feature, packageId)} />
            <span>{t(`subFeatures.${feature.id}`)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
