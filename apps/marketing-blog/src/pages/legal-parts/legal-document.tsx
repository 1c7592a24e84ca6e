import type { ReactNode } from 'react';
import { LegalContact, type LegalContactKey } from './legal-contact';
import { LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';
import type { LegalSectionContent } from './use-legal-text';
import * as styles from './legal-document.module.css';

interface LegalDocumentProps {
  /** The id of the page's h1, which names the article. */
  titleId: string;
  /** The page's own top part: it holds the h1. */
  heading: ReactNode;
  sections: LegalSectionContent[];
  contactKey: LegalContactKey;
  /** Shown above the contents, e.g. the updated date when the heading has no room for it. */
  preamble?: ReactNode;
}

/** The layout both legal pages share: heading, contents beside the numbered sections, contact line. */
export function LegalDocument({ titleId, heading, sections, contactKey, preamble }: LegalDocumentProps) {
  return (
    <article className={styles.document} aria-labelledby={titleId}>
      {heading}
      <div className={styles.layout}>
        <div className={styles.aside}>
          {preamble}
          <LegalToc sections={sections} />
        </div>
        <div className={styles.body}>
          {sections.map((section, index) => (
            <LegalSection key={section.id} section={section} number={index + 1} />
          ))}
          <LegalContact i18nKey={contactKey} />
        </div>
      </div>
    </article>
  );
}
