import { isSuccessCode } from '@echowatch/contracts';
import { useTexts } from '../../../i18n/texts';
import { JsonBlock } from './json-block';
import type { TryItState } from './try-it-console';
import * as styles from './try-it-console.module.css';

interface TryItResultProps {
  state: TryItState;
  meanings: ReadonlyMap<number, string>;
  idPrefix: string;
}

const P = 'reference.tryIt';

/** The code and meaning of the answer, announced, then the whole envelope. */
export function TryItResult({ state, meanings, idPrefix }: TryItResultProps) {
  const { t } = useTexts();
  const titleId = `${idPrefix}-try-result`;
  const answered = state.kind === 'answered' ? state.envelope : undefined;
  const success = answered && isSuccessCode(answered.code);
  return (
    // With the call's name (in its console): one region per call on the page, each named apart.
    <div className={styles.result} aria-labelledby={`${titleId} ${idPrefix}-try-of`} role="region">
      <h5 id={titleId} className={styles.resultTitle}>
        {t(`${P}.responseTitle`)}
      </h5>
      <p role="status" className={styles.status}>
        {state.kind === 'sending' && t(`${P}.sending`)}
        {state.kind === 'failed' && <span className={styles.failed}>{state.message}</span>}
        {answered && (
          <>
            <span className={success ? styles.codeOk : styles.codeError}>{t(`${P}.code`, { code: answered.code })}</span>{' '}
            {meanings.get(answered.code) ?? t(`${P}.unknownCode`)}
          </>
        )}
      </p>
      {answered && <JsonBlock value={answered} label={t(`${P}.responseTitle`)} />}
    </div>
  );
}
