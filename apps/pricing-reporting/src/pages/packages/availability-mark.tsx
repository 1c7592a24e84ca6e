import { useTexts } from '../../i18n/texts';
import * as section from './section.module.css';
import * as styles from './availability-mark.module.css';

/** A tick or a dash for sight, with the words "included" / "not included" for screen readers. */
export function AvailabilityMark({ available }: { available: boolean }) {
  const { t } = useTexts();
  return (
    <span className={available ? styles.included : styles.missing}>
      <span aria-hidden="true">{available ? '✓' : '—'}</span>
      <span className={section.visuallyHidden}>{t(available ? 'packages.comparison.included' : 'packages.comparison.notIncluded')}</span>
    </span>
  );
}
