import type { ReactNode } from 'react';
import * as styles from './forms.module.css';

/** A form-level result: failures are alerts (read at once), successes are polite status updates. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'notice'; children: ReactNode }) {
  if (kind === 'error') {
    return (
      <p role="alert" className={styles.alert}>
        {children}
      </p>
    );
  }
  return (
    <p role="status" className={kind === 'success' ? styles.success : styles.notice}>
      {children}
    </p>
  );
}
