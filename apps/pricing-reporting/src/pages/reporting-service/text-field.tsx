import type { HTMLInputAutoCompleteAttribute } from 'react';
import { describedBy, FieldError } from './field-error';
import * as styles from './form-field.module.css';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  hint?: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A required one-line field with its label, optional hint and error, all tied to the input. The hint
 * sits below the input so fields side by side keep their inputs level.
 */
export function TextField(props: TextFieldProps) {
  const { id, label, value, maxLength, type = 'text', autoComplete, hint, error, onChange, onBlur } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      </label>
      <input
        id={id}
        className={styles.control}
        type={type}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-required="true"
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
