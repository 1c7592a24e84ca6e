import { useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../../i18n/namespace';
import { describedBy, FieldError } from './field-error';
import type { ReferenceOptions } from './use-reference-options';
import * as styles from './form-field.module.css';

interface ReferenceSelectProps {
  id: string;
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
  const { id, label, placeholder, failedText, reference, value, error, onChange, onBlur } = props;
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'reporting.form.fields' });
  const { list, retry } = reference;
  const required = list.status !== 'failed';
  const failureId = `${id}-unavailable`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <select
        id={id}
        className={styles.control}
        value={value}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-busy={list.status === 'loading'}
        aria-describedby={describedBy(list.status === 'failed' && failureId, error && errorId)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{list.status === 'loading' ? t('loading') : placeholder}</option>
        {list.status === 'loaded' &&
          list.items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
      </select>
      {list.status === 'failed' && (
        <p className={styles.loadFailure}>
          <span id={failureId}>{failedText}</span>
          <button type="button" className={styles.retry} onClick={retry}>
            {t('retry')}
          </button>
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
