import * as styles from './field.module.css';

/**
 * A control's error message. It is always in the page, empty while the control is fine, so screen
 * readers announce a message that appears when validation re-runs (aria-live on a node that was
 * already there is announced; a node added with its text often is not).
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className={styles.error} aria-live="polite">
      {message ?? ''}
    </p>
  );
}
