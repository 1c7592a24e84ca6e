import { useTexts } from '../../i18n/texts';
import { LegalDocument } from '../legal-parts/legal-document';
import { LegalUpdated } from '../legal-parts/legal-updated';
import { legalSections, useLegalValues } from '../legal-parts/use-legal-text';
import { TERMS_OUTLINE, TERMS_UPDATED_ON } from './terms-outline';
import * as styles from './terms-page.module.css';

const TITLE_ID = 'terms-title';

/** /terms-of-use. Opened from the app (?from=app) the shell drops header and footer; the text stays whole. */
export function TermsPage() {
  const { t, textsAt } = useTexts();
  const values = useLegalValues();
  const sections = legalSections(textsAt('terms.sections', values), TERMS_OUTLINE);
  const heading = (
    <header className={styles.heading}>
      <h1 id={TITLE_ID} className={styles.title}>
        {t('terms.title')}
      </h1>
      <LegalUpdated isoDate={TERMS_UPDATED_ON} className={styles.updated} />
      <p className={styles.intro}>{t('terms.intro', values)}</p>
    </header>
  );
  return <LegalDocument titleId={TITLE_ID} heading={heading} sections={sections} contactKey="terms.contact" />;
}
