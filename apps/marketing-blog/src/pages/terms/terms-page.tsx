import { StaticPart } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { LegalDocument } from '../legal-parts/legal-document';
import { legalSections, useLegalValues } from '../legal-parts/use-legal-text';
import { TERMS_OUTLINE, TERMS_UPDATED_ON } from './terms-outline';

function TermsDocument() {
  const { t, textsAt } = useTexts();
  const values = useLegalValues();
  const sections = legalSections(textsAt('terms.sections', values), TERMS_OUTLINE);
  return (
    <LegalDocument
      titleId="terms-title"
      title={t('terms.title')}
      intro={t('terms.intro', values)}
      updatedOn={TERMS_UPDATED_ON}
      sections={sections}
      contactKey="terms.contact"
    />
  );
}

/**
 * /terms-of-use. Opened from the app (?from=app) the shell drops header and footer; the text stays
 * whole. A static part: nothing on it runs in the browser, which keeps the server's markup, and its
 * texts are loaded on the server alone (the expose's static texts).
 */
export function TermsPage() {
  return (
    <StaticPart>
      <TermsDocument />
    </StaticPart>
  );
}
