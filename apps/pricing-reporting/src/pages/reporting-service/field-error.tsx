import * as styles from './form-field.module.css';

/**
 * A field's error message. It is always in the page, empty while the field is fine, so screen
 * readers announce a message that appears when validation re-runs on blur or on a selection.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className={styles.error} aria-live="polite">
      {message ?? ''}
    </p>
  );
}

/** The ids a control is described by: its hint, its error while it has one, and any extra note. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
