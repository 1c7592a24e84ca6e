import { useSearchParams } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { LegalDocument } from '../legal-parts/legal-document';
import { legalSections, useLegalValues } from '../legal-parts/use-legal-text';
import { PRIVACY_OUTLINE, PRIVACY_UPDATED_ON } from './privacy-outline';

/** The privacy page's content, drawn by the server (and by the browser after a client navigation). */
export function PrivacyDocument() {
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

