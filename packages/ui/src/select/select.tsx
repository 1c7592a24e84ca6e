import type { ReactNode, SelectHTMLAttributes } from 'react';
import { describedBy } from '../field/described-by';
import { FieldError } from '../field/field-error';
import { useFieldIds, type FieldProps } from '../field/field-props';
import { FieldLabel } from '../field/field-label';
import * as styles from '../field/field.module.css';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'>, FieldProps {
  /** The <option>s, the caller's texts. */
  children: ReactNode;
  /** Drawn between the list and its error, such as a "could not load, retry" line. */
  note?: ReactNode;
}

/** A native select with the same label, hint and error wiring as TextField. */
export function Select(props: SelectProps) {
  const { label, value, onValueChange, error, hint, markRequired, children, note, id: givenId, ...select } = props;
  const { id, hintId, errorId } = useFieldIds(givenId);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} markRequired={markRequired} />
      <select
        aria-required={markRequired || undefined}
        {...select}
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : select['aria-invalid']}
        aria-describedby={describedBy(hint && hintId, select['aria-describedby'], error && errorId)}
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {note}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
