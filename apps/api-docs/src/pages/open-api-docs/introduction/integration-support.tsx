import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import { OPEN_API_RULES, RESPONSE_CODES } from '@echowatch/open-api-spec';
import * as styles from './introduction.module.css';

const P = 'intro.support';

export function IntegrationSupport() {
  const { t } = useTexts();
  const { brand, contact } = useSiteConfig();
  const values = { format: OPEN_API_RULES.dateTimeFormat, days: OPEN_API_RULES.maxRangeDays };
  return (
    <>
      <p>{t(`${P}.summary`, { brand: brand.name })}</p>
      <ul className={styles.contacts} aria-label={t(`${P}.contactLabel`)}>
        <li>
          <span className={styles.contactLabel}>{t(`${P}.hotline`)}</span>
          <a href={`tel:${contact.hotline.replace(/[^\d+]/g, '')}`}>{contact.hotline}</a>
        </li>
        <li>
          <span className={styles.contactLabel}>{t(`${P}.email`)}</span>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
      </ul>
      <p>{t(`${P}.whatToSend`)}</p>

      <p>{t(`${P}.codesIntro`)}</p>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>{t(`${P}.codesCaption`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${P}.columns.code`)}</th>
            <th scope="col">{t(`${P}.columns.meaning`)}</th>
            <th scope="col">{t(`${P}.columns.action`)}</th>
          </tr>
        </thead>
        <tbody>
          {RESPONSE_CODES.map(({ code, key }) => (
            <tr key={code}>
              <th scope="row" className={styles.codeCell}>
                {code}
              </th>
              <td>{t(`${P}.codes.${key}.meaning`, values)}</td>
              <td>{t(`${P}.codes.${key}.action`, values)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
