import { useTexts } from '../../i18n/texts';
import { LegalDocument } from '../legal-parts/legal-document';
import { legalSections, useLegalValues } from '../legal-parts/use-legal-text';
import { TERMS_OUTLINE, TERMS_UPDATED_ON } from './terms-outline';

/** The terms page's content, drawn by the server (and by the browser after a client navigation). */
export function TermsDocument() {
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

