import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './forms.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field, tied to it by aria-describedby and announced as it appears. */
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Something drawn inside the box after the text, such as the show-password toggle. */
  addon?: ReactNode;
  inputClassName?: string;
  id?: string;
}

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  inputRef,
  addon,
  inputClassName,
  id: givenId,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <input
          {...input}
          id={id}
          ref={inputRef}
          className={[styles.input, inputClassName].filter(Boolean).join(' ')}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
