import { useId } from 'react';
import { mediaQueries } from '@echowatch/design-tokens';
import { useMediaMatch, useSiteConfig } from '@echowatch/remote-kit';
import { PageBanner } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import { AddOnList } from './add-on-list';
import { AudienceTabs } from './audience-tabs';
import { ContactBlock } from './contact-block';
import { ReportPriceTable } from './report-price-table';
import { StickyPackageHeader } from './sticky-package-header';
import { TrialBox } from './trial-box';
import * as styles from './packages-page.module.css';

/** The pricing page (/packages): packages per audience, trial, report service, add-ons and contact. */
export function PackagesPage() {
  const { t } = useTexts();
  const brand = useSiteConfig().brand.name;
  // Unknown on the server and while hydrating: the panel then renders both layouts for CSS to choose.
  const isMobile = useMediaMatch(mediaQueries.mobile);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <StickyPackageHeader />
      <PageBanner
        scale="hero"
        titleId={titleId}
        eyebrow={t('packages.hero.eyebrow')}
        title={t('packages.hero.title', { brand })}
        lead={t('packages.hero.lead', { brand })}
      />
      <AudienceTabs isMobile={isMobile} />
      <TrialBox />
      <ReportPriceTable />
      <AddOnList />
      <ContactBlock />
    </section>
  );
}
