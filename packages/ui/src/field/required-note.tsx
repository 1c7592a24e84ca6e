import type { ReactNode } from 'react';
import * as styles from './field.module.css';

/**
 * The line before a form's fields that explains the star, "Fields marked * are required." in the
 * caller's language; the stars themselves come with `markRequired`.
 */
export function RequiredNote({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.requiredNote}>
      {children}
    </p>
  );
}
