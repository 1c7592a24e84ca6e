import { Trans, useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../../i18n/namespace';
import { mailHref, telHref } from './contact-href';
import { TextLink } from './text-link';
import { useLegalValues } from './use-legal-text';
import * as styles from './legal-document.module.css';

/** The closing "questions? contact us" line, with the configured e-mail and hotline as links. */
export function LegalContact({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  const values = useLegalValues();
  return (
    <p className={styles.contact}>
      <Trans
        t={t}
        i18nKey={i18nKey}
        values={values}
        components={{ mail: <TextLink href={mailHref(values.email)} />, phone: <TextLink href={telHref(values.hotline)} /> }}
      />
    </p>
  );
}
