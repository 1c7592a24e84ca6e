import { useId } from 'react';
import { useTexts } from '../../i18n/texts';
import * as styles from './register-page.module.css';

export type OrganizationKind = 'government' | 'business';

/** Step 1 starts with who the account is for; business accounts belong to the business edition. */
export function OrganizationChoice({ value, onChange }: { value: OrganizationKind; onChange: (kind: OrganizationKind) => void }) {
  const { t } = useTexts();
  const baseId = useId();
  return (
    <fieldset className={styles.choices}>
      <legend>{t('register.choice.legend')}</legend>
      {(['government', 'business'] as const).map((kind) => (
        <div key={kind} className={styles.choice}>
          <input
            id={`${baseId}-${kind}`}
            type="radio"
            name="organization-kind"
            value={kind}
            checked={value === kind}
            onChange={() => onChange(kind)}
          />
          <label htmlFor={`${baseId}-${kind}`} className={styles.choiceText}>
            <span>{t(`register.choice.${kind}`)}</span>
            <small>{t(`register.choice.${kind}Text`)}</small>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
