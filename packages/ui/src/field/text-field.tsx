import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from './described-by';
import { FieldError } from './field-error';
import { useFieldIds, type FieldProps } from './field-props';
import { FieldLabel } from './field-label';
import { useKeepEarlyInput } from './keep-early-input';
import { usePostedText } from './posted-form';
import * as styles from './field.module.css';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>,
    FieldProps {
  inputRef?: Ref<HTMLInputElement>;
  /** Something drawn inside the box after the text, such as a show-password toggle. */
  addon?: ReactNode;
  inputClassName?: string;
}

/**
 * A one-line field with its label, optional hint and error, all tied to the input. The hint sits
 * below the input so fields side by side keep their inputs level. It fits formik or any other
 * state: the value goes in, `onValueChange` and `onBlur` come out.
 */
export function TextField(props: TextFieldProps) {
  const { label, value, onValueChange, error, hint, markRequired, inputRef, addon, inputClassName, id: givenId, ...input } = props;
  const { id, hintId, errorId } = useFieldIds(givenId);
  const ref = useKeepEarlyInput(value, onValueChange, inputRef);
  // A form posted before its code ran comes back holding what was typed (never a secret).
  const posted = usePostedText(input.name, input.type, input.autoComplete);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} markRequired={markRequired} />
      <div className={styles.inputWrap}>
        <input
          aria-required={markRequired || undefined}
          {...input}
          id={id}
          ref={ref}
          className={[styles.input, inputClassName].filter(Boolean).join(' ')}
          value={value === '' && posted !== undefined ? posted : value}
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
