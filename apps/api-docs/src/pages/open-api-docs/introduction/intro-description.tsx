import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import { ExampleRequest } from './example-request';
import { OPEN_API_HEADERS, OPEN_API_RULES, openApiBase } from '@echowatch/open-api-spec';
import * as styles from './introduction.module.css';

const OFFERS = ['topics', 'search', 'detail', 'alerts', 'statistics'] as const;

const P = 'intro.description';

export function IntroDescription() {
  const { t } = useTexts();
  const { brand, hosts } = useSiteConfig();
  const rules = OPEN_API_RULES;
  return (
    <>
      <p>{t(`${P}.summary`, { brand: brand.name })}</p>

      <h4 className={styles.subheading}>{t(`${P}.offersTitle`)}</h4>
      <ul className={styles.list}>
        {OFFERS.map((offer) => (
          <li key={offer}>{t(`${P}.offers.${offer}`)}</li>
        ))}
      </ul>

      <h4 className={styles.subheading}>{t(`${P}.connectionTitle`)}</h4>
      <dl className={styles.facts}>
        <dt>{t(`${P}.baseUrlTerm`)}</dt>
        <dd>
          <code className={styles.code}>{openApiBase(hosts.openApi)}</code>
          <span className={styles.note}>{t(`${P}.baseUrlNote`)}</span>
        </dd>
        <dt>{t(`${P}.protocolTerm`)}</dt>
        <dd>{t(`${P}.protocolText`)}</dd>
        <dt>{t(`${P}.headersTerm`)}</dt>
        <dd>
          {t(`${P}.headersText`)}
          <ul className={styles.codeList}>
            <li>
              <code className={styles.code}>
                {OPEN_API_HEADERS.apiKey}: {t(`${P}.keyPlaceholder`)}
              </code>
            </li>
            <li>
              <code className={styles.code}>{OPEN_API_HEADERS.contentType}</code>
            </li>
          </ul>
        </dd>
        <dt>{t(`${P}.responseTerm`)}</dt>
        <dd>{t(`${P}.responseText`)}</dd>
      </dl>

      <h4 className={styles.subheading}>{t(`${P}.accessTitle`)}</h4>
      <p>{t(`${P}.accessKey`)}</p>
      <p>{t(`${P}.accessModules`)}</p>

      <h4 className={styles.subheading}>{t(`${P}.conventionsTitle`)}</h4>
      <ul className={styles.list}>
        <li>{t(`${P}.conventions.dateFormat`, { format: rules.dateTimeFormat })}</li>
        <li>{t(`${P}.conventions.dateRange`, { days: rules.maxRangeDays })}</li>
        <li>{t(`${P}.conventions.topic`)}</li>
        <li>
          {t(`${P}.conventions.paging`, {
            first: rules.firstPage,
            defaultSize: rules.defaultPageSize,
            maxSize: rules.maxPageSize,
          })}
        </li>
      </ul>

      <ExampleRequest />
    </>
  );
}
