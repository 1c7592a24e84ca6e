import { useTexts } from '../../i18n/texts';
import { TransText } from '../../i18n/trans-text';
import { mailHref, telHref } from '../legal-parts/contact-href';
import { TextLink } from '../legal-parts/text-link';
import { useLegalValues } from '../legal-parts/use-legal-text';
import * as styles from './unsubscribe-page.module.css';

/** What happened to the request and how to reach a person: by phone to resubscribe, or for help. */
export function UnsubscribeResult({ succeeded }: { succeeded: boolean }) {
  const { t } = useTexts();
  const values = useLegalValues();
  const links = {
    phone: <TextLink href={telHref(values.hotline)} />,
    mail: <TextLink href={mailHref(values.email)} />,
  };
  const outcome = succeeded ? 'success' : 'failure';
  return (
    <div className={succeeded ? styles.resultSuccess : styles.resultFailure}>
      <h2 className={styles.resultTitle}>{t(`unsubscribe.${outcome}.title`)}</h2>
      <p className={styles.resultText}>{t(`unsubscribe.${outcome}.text`)}</p>
      <p className={styles.resultText}>
        <TransText
          i18nKey={succeeded ? 'unsubscribe.success.resubscribe' : 'unsubscribe.failure.contact'}
          values={values}
          components={links}
        />
      </p>
    </div>
  );
}
