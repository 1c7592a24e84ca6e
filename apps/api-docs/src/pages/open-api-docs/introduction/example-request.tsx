import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import { OPEN_API_HEADERS, OPEN_API_RULES, openApiBase } from '@echowatch/open-api-spec';
import * as styles from './introduction.module.css';

const EXAMPLE_BODY = {
  topic_id: 1024,
  date_from: '2025/03/01 00:00:00',
  date_to: '2025/03/31 23:59:59',
  page: OPEN_API_RULES.firstPage,
  size: OPEN_API_RULES.defaultPageSize,
  order: 1,
};

/** One complete call, so an integrator sees headers, path and body together. */
export function ExampleRequest() {
  const { t } = useTexts();
  const { hosts } = useSiteConfig();
  const request = [
    `POST ${openApiBase(hosts.openApi)}/news/search`,
    `${OPEN_API_HEADERS.apiKey}: ${t('intro.description.keyPlaceholder')}`,
    OPEN_API_HEADERS.contentType,
    '',
    JSON.stringify(EXAMPLE_BODY, null, 2),
  ].join('\n');
  return (
    <>
      <h4 className={styles.subheading}>{t('intro.description.exampleTitle')}</h4>
      <p>{t('intro.description.exampleIntro', { size: EXAMPLE_BODY.size })}</p>
      <pre className={styles.example}>
        <code>{request}</code>
      </pre>
    </>
  );
}
