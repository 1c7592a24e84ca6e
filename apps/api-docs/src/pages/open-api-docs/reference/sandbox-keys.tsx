import { SANDBOX_API_KEYS } from '@echowatch/open-api-spec';
import { useTexts } from '../../../i18n/texts';
import * as styles from './try-it-console.module.css';

const KEYS = Object.entries(SANDBOX_API_KEYS) as [keyof typeof SANDBOX_API_KEYS, string][];

/** The documented keys of the local sandbox: full access, no sentiment module, expired. */
export function SandboxKeys({ id, onPick }: { id: string; onPick: (key: string) => void }) {
  const { t } = useTexts();
  return (
    <div id={id} className={styles.hint}>
      <p>{t('reference.tryIt.sandboxTitle')}</p>
      <ul className={styles.keys}>
        {KEYS.map(([kind, key]) => (
          <li key={key}>
            <button type="button" className={styles.keyButton} onClick={() => onPick(key)}>
              {key}
            </button>{' '}
            {t(`reference.tryIt.sandboxKeys.${kind}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
