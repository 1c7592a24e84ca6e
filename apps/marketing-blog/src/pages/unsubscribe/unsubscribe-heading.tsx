import { PageBanner } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import type { NewsletterType } from './unsubscribe-query';
import type { IndustryLookup } from './use-industry';
import * as styles from './unsubscribe-page.module.css';

interface UnsubscribeHeadingProps {
  titleId: string;
  type: NewsletterType | null;
  industry: IndustryLookup;
}

/** The page's band: "Request to Stop Receiving" with the newsletter type, then the industry once it is known. */
export function UnsubscribeHeading({ titleId, type, industry }: UnsubscribeHeadingProps) {
  const { t, language } = useTexts();
  const title = type
    ? t('unsubscribe.headingWithType', { type: t(`unsubscribe.types.${type}`) })
    : t('unsubscribe.heading');
  return (
    <PageBanner titleId={titleId} title={title}>
      {industry.status === 'loading' && (
        <p role="status" className={styles.loading}>
          {t('unsubscribe.loadingIndustry')}
        </p>
      )}
      {industry.status === 'found' && (
        <p className={styles.industry}>
          {t('unsubscribe.industryLabel')}{' '}
          <strong>{language === 'en' ? industry.industry.name_en : industry.industry.name}</strong>
        </p>
      )}
    </PageBanner>
  );
}
