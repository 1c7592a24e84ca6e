import { useId, useState } from 'react';
import { useTexts } from '../i18n/texts';
import { TextField, type TextFieldProps } from '@echowatch/ui';
import * as styles from './forms.module.css';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {!open && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
    </svg>
  );
}

/** A password box with a show/hide toggle: a real button, so it is reached and used by keyboard. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useTexts();
  const [shown, setShown] = useState(false);
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={shown}
      aria-controls={id}
      aria-label={t('form.showPassword', { field: props.label })}
      onClick={() => setShown((value) => !value)}
    >
      <EyeIcon open={shown} />
    </button>
  );
  return (
    <TextField
      {...props}
      id={id}
      type={shown ? 'text' : 'password'}
      inputClassName={styles.withToggle}
      spellCheck={false}
      autoCapitalize="none"
      addon={toggle}
    />
  );
}
