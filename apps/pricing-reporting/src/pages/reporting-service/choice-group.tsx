import { describedBy, FieldError, useKeepEarlyCheck } from '@echowatch/ui';
import * as styles from './form-field.module.css';

export interface ChoiceOption {
  id: number;
  label: string;
}

interface ChoiceGroupProps {
  /** Each option's input id is `${idPrefix}-${option.id}`. */
  idPrefix: string;
  /** The field the group posts: each ticked option sends its id under it. */
  name: string;
  type: 'checkbox' | 'radio';
  legend: string;
  hint?: string;
  options: readonly ChoiceOption[];
  isChecked: (id: number) => boolean;
  error: string | undefined;
  onChange: (id: number, checked: boolean) => void;
  onBlur: () => void;
}

/** A labelled set of check boxes or radio buttons, with the group's hint and error tied to each. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { idPrefix, name, type, legend, hint, options, isChecked, error, onChange, onBlur } = props;
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const description = describedBy(hint && hintId, error && errorId);
  return (
    <fieldset className={styles.group} aria-describedby={description} data-invalid={Boolean(error)}>
      {/* Every group of the form is required: the star is the text fields' own (docs/product-rules.md, R-VALID-4). */}
      <legend className={styles.legend} data-required>
        {legend}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.id} className={styles.option}>
            <ChoiceInput
              id={`${idPrefix}-${option.id}`}
              type={type}
              name={name}
              value={option.id}
              checked={isChecked(option.id)}
              errorId={error ? errorId : undefined}
              onChange={(checked) => onChange(option.id, checked)}
              onBlur={onBlur}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

interface ChoiceInputProps {
  id: string;
  type: 'checkbox' | 'radio';
  name: string;
  value: number;
  checked: boolean;
  /** The group's error, when it shows. */
  errorId: string | undefined;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
}

/** One option: ticked or chosen before the form's code came, it keeps that once the code is in. */
function ChoiceInput({ id, type, name, value, checked, errorId, onChange, onBlur }: ChoiceInputProps) {
  const ref = useKeepEarlyCheck(checked, onChange);
  return (
    <input
      ref={ref}
      id={id}
      type={type}
      name={name}
      value={value}
      checked={checked}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(event) => onChange(event.target.checked)}
      onBlur={onBlur}
    />
  );
}
