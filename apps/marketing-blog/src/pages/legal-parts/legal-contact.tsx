import { TransText } from '../../i18n/trans-text';
import { mailHref, telHref } from './contact-href';
import { TextLink } from './text-link';
import { useLegalValues } from './use-legal-text';
import * as styles from './legal-document.module.css';

/** The key of a legal page's closing line. */
export type LegalContactKey = 'terms.contact' | 'privacy.contact';

/** The closing "questions? contact us" line, with the configured e-mail and hotline as links. */
export function LegalContact({ i18nKey }: { i18nKey: LegalContactKey }) {
  const values = useLegalValues();
  return (
    <p className={styles.contact}>
      <TransText
        i18nKey={i18nKey}
        values={values}
        components={{ mail: <TextLink href={mailHref(values.email)} />, phone: <TextLink href={telHref(values.hotline)} /> }}
      />
    </p>
  );
}
