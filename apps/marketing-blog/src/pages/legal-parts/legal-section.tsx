import type { LegalSectionContent } from './use-legal-text';
import * as styles from './legal-document.module.css';

export function LegalSection({ section, number }: { section: LegalSectionContent; number: number }) {
  return (
    <section id={section.id} className={styles.section}>
      <h2 className={styles.sectionTitle}>
        {number}. {section.title}
      </h2>
      {section.blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index} className={styles.paragraph}>
            {block}
          </p>
        ) : (
          <ul key={index} className={styles.list}>
            {block.list.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}
