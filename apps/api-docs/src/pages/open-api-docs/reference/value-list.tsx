import { useTexts } from '../../../i18n/texts';
import type { EnumValue } from './schema-rows';
import * as styles from './reference.module.css';

/** The documented values of an enumeration: `1` Newest first… */
export function ValueList({ values }: { values: readonly EnumValue[] }) {
  const { t } = useTexts();
  if (values.length === 0) return null;
  return (
    <ul className={styles.values} aria-label={t('reference.parameters.values')}>
      {values.map(({ value, label }) => (
        <li key={String(value)}>
          <code>{JSON.stringify(value)}</code>: {label}
        </li>
      ))}
    </ul>
  );
}
