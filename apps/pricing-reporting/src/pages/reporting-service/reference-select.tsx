import { Select } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import type { ReferenceOptions } from './use-reference-options';
import * as styles from './form-field.module.css';

interface ReferenceSelectProps {
  id: string;
  /** The field the choice posts under. */
  name: string;
  label: string;
  /** The empty first option: "Choose …". */
  placeholder: string;
  /** Said when the list could not be loaded. */
  failedText: string;
  reference: ReferenceOptions;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A choice from a list the API supplies, with loading and retry states. Required while the list can
 * be chosen from; when it failed, the field says so and the form can be sent without it.
 */
export function ReferenceSelect(props: ReferenceSelectProps) {
  const { id, name, label, placeholder, failedText, reference, value, error, onChange, onBlur } = props;
  const { t } = useTexts();
  const { list, retry } = reference;
  const required = list.status !== 'failed';
  const failureId = `${id}-unavailable`;
  return (
    <Select
      id={id}
      name={name}
      label={label}
      markRequired={required}
      value={value}
      error={error}
      aria-required={required}
      // A checked list is stated valid, as the form's text fields are.
      aria-invalid={false}
      aria-busy={list.status === 'loading'}
      aria-describedby={list.status === 'failed' ? failureId : undefined}
      onValueChange={onChange}
      onBlur={onBlur}
      note={
        list.status === 'failed' && (
          <p className={styles.loadFailure}>
            <span id={failureId}>{failedText}</span>
            <button type="button" className={styles.retry} onClick={retry}>
              {t('reporting.form.fields.retry')}
            </button>
          </p>
        )
      }
    >
      <option value="">{list.status === 'loading' ? t('reporting.form.fields.loading') : placeholder}</option>
      {list.status === 'loaded' &&
        list.items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
    </Select>
  );
}
