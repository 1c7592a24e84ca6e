import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import { OPEN_API_RULES } from '@echowatch/open-api-spec';
import type { vi } from '../../../i18n/open-api-docs/vi';
import * as styles from './introduction.module.css';

interface Step {
  key: keyof typeof vi.intro.process.steps;
  /** The Open API calls the step uses, as method and path under the base URL. */
  calls?: readonly string[];
}

const STEPS: readonly Step[] = [
  { key: 'access' },
  { key: 'topics' },
  { key: 'topicList', calls: ['GET /topic/list'] },
  { key: 'search', calls: ['POST /news/search', 'POST /news/view-article'] },
  { key: 'alerts', calls: ['POST /user/list-alert-setting', 'POST /notification/internal/user/get'] },
  { key: 'codes' },
  { key: 'live' },
];

export function IntegrationProcess() {
  const { t } = useTexts();
  const values = {
    brand: useSiteConfig().brand.name,
    days: OPEN_API_RULES.maxRangeDays,
    maxSize: OPEN_API_RULES.maxPageSize,
  };
  return (
    <>
      <p>{t('intro.process.intro')}</p>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.key} className={styles.step}>
            <h4 className={styles.stepTitle}>{t(`intro.process.steps.${step.key}.title`)}</h4>
            <p>{t(`intro.process.steps.${step.key}.body`, values)}</p>
            {step.calls && (
              <ul className={styles.codeList} aria-label={t('intro.process.callsLabel')}>
                {step.calls.map((call) => (
                  <li key={call}>
                    <code className={styles.code}>{call}</code>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
