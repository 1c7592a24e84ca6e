import * as styles from './field.module.css';

/**
 * A control's label. Where the form marks required fields, `data-required` has the style sheet draw
 * a red star after it, for the eye only: the label's text and name stay the field's name alone.
 */
export function FieldLabel({ htmlFor, label, markRequired }: { htmlFor: string; label: string; markRequired?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label} data-required={markRequired || undefined}>
      {label}
    </label>
  );
}
