import { useId } from 'react';
import { useKeepEarlyCheck } from '@echowatch/ui';
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
        <Choice key={kind} kind={kind} id={`${baseId}-${kind}`} chosen={value === kind} onChoose={() => onChange(kind)} />
      ))}
    </fieldset>
  );
}

interface ChoiceProps {
  kind: OrganizationKind;
  id: string;
  chosen: boolean;
  onChoose: () => void;
}

/** One answer: chosen before the form's code came, it stays chosen once the code is in. */
function Choice({ kind, id, chosen, onChoose }: ChoiceProps) {
  const { t } = useTexts();
  const ref = useKeepEarlyCheck(chosen, onChoose);
  return (
    <div className={styles.choice}>
      <input ref={ref} id={id} type="radio" name="organization-kind" value={kind} checked={chosen} onChange={onChoose} />
      <label htmlFor={id} className={styles.choiceText}>
        <span>{t(`register.choice.${kind}`)}</span>
        <small>{t(`register.choice.${kind}Text`)}</small>
      </label>
    </div>
  );
}
