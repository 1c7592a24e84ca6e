import type { ReactNode } from 'react';
import * as styles from './forms.module.css';

/**
 * A form's submit button. Pressing it does not take focus from the field being typed in, so that
 * field's blur check cannot push the button away between press and release (which would swallow
 * the click); the submit then checks every field itself.
 */
export function SubmitButton({ disabled, children }: { disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.primary} disabled={disabled} onMouseDown={(event) => event.preventDefault()}>
      {children}
    </button>
  );
}
