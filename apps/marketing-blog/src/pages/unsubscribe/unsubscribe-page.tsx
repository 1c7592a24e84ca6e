import { useSearchParams, Link } from '@echowatch/routing';
import { ContentWidth } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import { readUnsubscribeQuery } from './unsubscribe-query';
import { UnsubscribeHeading } from './unsubscribe-heading';
import { UnsubscribeResult } from './unsubscribe-result';
import { useIndustry } from './use-industry';
import * as styles from './unsubscribe-page.module.css';

const TITLE_ID = 'unsubscribe-title';

/**
 * /unsubscribe-newsletter?isSuccess=&industryId=&type= - where the unsubscribe link of a newsletter
 * e-mail lands. The result shows at once; the industry name joins it when the list arrives.
 */
export function UnsubscribePage() {
  const { t } = useTexts();
  const [searchParams] = useSearchParams();
  const query = readUnsubscribeQuery(searchParams);
  const industry = useIndustry(query.industryId);
  return (
    <section className={styles.page} aria-labelledby={TITLE_ID}>
      <UnsubscribeHeading titleId={TITLE_ID} type={query.type} industry={industry} />
      <ContentWidth className={styles.body}>
        <UnsubscribeResult succeeded={query.succeeded} />
        <Link to="/" className={styles.homeLink}>
          {t('unsubscribe.backHome')}
        </Link>
      </ContentWidth>
    </section>
  );
}
