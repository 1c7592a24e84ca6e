import { useId } from 'react';
import { useTranslation } from '@echowatch/translation';
import { mediaQueries } from '@echowatch/design-tokens';
import { useMediaMatch, useSiteConfig } from '@echowatch/remote-kit';
import { NAMESPACE } from '../../i18n/namespace';
import { AddOnList } from './add-on-list';
import { AudienceTabs } from './audience-tabs';
import { ContactBlock } from './contact-block';
import { ReportPriceTable } from './report-price-table';
import { StickyPackageHeader } from './sticky-package-header';
import { TrialBox } from './trial-box';
import * as styles from './packages-page.module.css';

/** The pricing page (/packages): packages per audience, trial, report service, add-ons and contact. */
export function PackagesPage() {
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'packages' });
  const brand = useSiteConfig().brand.name;
  // Unknown on the server and while hydrating: the panel then renders both layouts for CSS to choose.
  const isMobile = useMediaMatch(mediaQueries.mobile);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <StickyPackageHeader />
      <div className={styles.hero}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id={titleId} className={styles.title}>
          {t('hero.title', { brand })}
        </h1>
        <p className={styles.lead}>{t('hero.lead', { brand })}</p>
      </div>
      <AudienceTabs isMobile={isMobile} />
      <TrialBox />
      <ReportPriceTable />
      <AddOnList />
      <ContactBlock />
    </section>
  );
}
