import { useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../../../i18n/resources';
import type { EnumValue } from './schema-rows';
import * as styles from './reference.module.css';

/** The documented values of an enumeration: `1` Newest first… */
export function ValueList({ values }: { values: readonly EnumValue[] }) {
  const { t } = useTranslation(NAMESPACE);
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
