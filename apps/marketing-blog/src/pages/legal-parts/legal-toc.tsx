import { useTexts } from '../../i18n/texts';
import type { LegalSectionContent } from './use-legal-text';
import * as styles from './legal-document.module.css';

const TOC_TITLE_ID = 'legal-contents-title';

/** In-page links to every section; the ordered list supplies the section numbers. */
export function LegalToc({ sections }: { sections: LegalSectionContent[] }) {
  const { t } = useTexts();
  return (
    <nav className={styles.toc} aria-labelledby={TOC_TITLE_ID}>
      <p id={TOC_TITLE_ID} className={styles.tocTitle}>
        {t('legal.contents')}
      </p>
      <ol className={styles.tocList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a className={styles.tocLink} href={`#${section.id}`}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
