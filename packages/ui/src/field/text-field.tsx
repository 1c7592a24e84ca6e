import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy } from './described-by';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import * as styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  /** Already translated by the caller, as are the hint and the error. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field, tied to it by aria-describedby and announced as it appears. */
  error?: string;
  hint?: string;
  /** A red star after the label and aria-required; the form checks the value itself (noValidate). */
  markRequired?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Something drawn inside the box after the text, such as a show-password toggle. */
  addon?: ReactNode;
  inputClassName?: string;
  /** Without one, React's useId names the field: the same on the server and in the browser. */
  id?: string;
}

/**
 * A one-line field with its label, optional hint and error, all tied to the input. The hint sits
 * below the input so fields side by side keep their inputs level. It fits formik or any other
 * state: the value goes in, `onValueChange` and `onBlur` come out.
 */
export function TextField(props: TextFieldProps) {
  const { label, value, onValueChange, error, hint, markRequired, inputRef, addon, inputClassName, id: givenId, ...input } = props;
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} markRequired={markRequired} />
      <div className={styles.inputWrap}>
        <input
          aria-required={markRequired || undefined}
          {...input}
          id={id}
          ref={inputRef}
          className={[styles.input, inputClassName].filter(Boolean).join(' ')}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          // A caller may state "false" for a field it has checked; an error always makes it "true".
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={describedBy(hint && hintId, error && errorId, input['aria-describedby'])}
        />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
