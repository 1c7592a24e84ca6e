import { useSearchParams } from '@echowatch/routing';
import { StaticPart } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { LegalDocument } from '../legal-parts/legal-document';
import { legalSections, useLegalValues } from '../legal-parts/use-legal-text';
import { PRIVACY_OUTLINE, PRIVACY_UPDATED_ON } from './privacy-outline';

function PrivacyDocument() {
  const [searchParams] = useSearchParams();
  const fromApp = searchParams.get('from') === 'app';
  const { t, textsAt } = useTexts();
  const values = useLegalValues();
  const sections = legalSections(textsAt('privacy.sections', values), PRIVACY_OUTLINE);
  return (
    <LegalDocument
      titleId="privacy-title"
      title={t('privacy.title')}
      intro={fromApp ? undefined : t('privacy.intro', values)}
      updatedOn={PRIVACY_UPDATED_ON}
      sections={sections}
      contactKey="privacy.contact"
      compact={fromApp}
    />
  );
}

/**
 * /privacy-policy. Opened from the app (?from=app) the banner keeps the title and date alone. A
 * static part: nothing on it runs in the browser, which keeps the server's markup, and its texts are
 * loaded on the server alone (the expose's static texts).
 */
export function PrivacyPage() {
  return (
    <StaticPart>
      <PrivacyDocument />
    </StaticPart>
  );
}
