import { useSearchParams } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { LegalDocument } from '../legal-parts/legal-document';
import { LegalUpdated } from '../legal-parts/legal-updated';
import { legalSections, useLegalValues } from '../legal-parts/use-legal-text';
import * as legalStyles from '../legal-parts/legal-document.module.css';
import { PrivacyBanner } from './privacy-banner';
import { PRIVACY_OUTLINE, PRIVACY_UPDATED_ON } from './privacy-outline';

const TITLE_ID = 'privacy-title';

/** /privacy-policy. Opened from the app (?from=app) the banner shrinks to the title alone. */
export function PrivacyPage() {
  const [searchParams] = useSearchParams();
  const fromApp = searchParams.get('from') === 'app';
  const { textsAt } = useTexts();
  const values = useLegalValues();
  const sections = legalSections(textsAt('privacy.sections', values), PRIVACY_OUTLINE);
  return (
    <LegalDocument
      titleId={TITLE_ID}
      heading={<PrivacyBanner titleId={TITLE_ID} updatedOn={PRIVACY_UPDATED_ON} compact={fromApp} />}
      // The compact banner has no room for the date, but a policy still says when it last changed.
      preamble={fromApp ? <LegalUpdated isoDate={PRIVACY_UPDATED_ON} className={legalStyles.updated} /> : undefined}
      sections={sections}
      contactKey="privacy.contact"
    />
  );
}
