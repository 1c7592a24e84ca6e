import { useState } from 'react';
import { Link } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { COMMON_QUESTIONS, faqHash, type FaqTopic } from './faq-content';
import * as styles from './faq-page.module.css';

/** /faqs/common-faqs: the most asked questions, each opening its answer in place. */
export function FaqCommon({ topics }: { topics: FaqTopic[] }) {
  const { t } = useTexts();
  const [open, setOpen] = useState<number | null>(0);
  const entries = COMMON_QUESTIONS.flatMap(([topic, question]) => {
    const item = topics[topic]?.questions[question];
    return item ? [{ topic, question, item, topicTitle: topics[topic]!.title }] : [];
  });
  return (
    <div className={styles.accordion}>
      {entries.map((entry, index) => {
        const expanded = open === index;
        const panelId = `faq-common-answer-${index}`;
        return (
          <div key={entry.item.q} className={styles.accordionItem}>
            <h2 className={styles.accordionHeading}>
              <button
                type="button"
                className={styles.accordionButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {entry.item.q}
              </button>
            </h2>
            <div id={panelId} className={styles.accordionPanel} hidden={!expanded}>
              <p>{entry.item.a}</p>
              <Link to={{ pathname: '/faqs/detail', hash: faqHash(entry.topic, entry.question) }} className={styles.questionLink}>
                {t('faq.readInTopic', { topic: entry.topicTitle })}
              </Link>
            </div>
          </div>
        );
      })}
    </div>
  );
}
