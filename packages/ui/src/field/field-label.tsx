import * as styles from './field.module.css';

/** A control's label, with a red star for the eye only where the form marks required fields. */
export function FieldLabel({ htmlFor, label, markRequired }: { htmlFor: string; label: string; markRequired?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {markRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}
