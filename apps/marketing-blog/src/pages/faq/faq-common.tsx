import { Link } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { COMMON_QUESTIONS, faqAnswerAddress, type FaqTopic } from './faq-content';
import * as styles from './faq-page.module.css';

/**
 * /faqs/common-faqs: the most asked questions, each opening its answer in place, one at a time.
 * Native disclosures (`<details name>`): they open before the page is live and need no code.
 */
export function FaqCommon({ topics }: { topics: FaqTopic[] }) {
  const { t } = useTexts();
  const entries = COMMON_QUESTIONS.flatMap(([topic, question]) => {
    const item = topics[topic]?.questions[question];
    return item ? [{ topic, question, item, topicTitle: topics[topic]!.title }] : [];
  });
  return (
    <div className={styles.accordion}>
      {entries.map((entry, index) => {
        return (
          <details key={entry.item.q} name="faq-common" open={index === 0} className={styles.accordionItem}>
            <summary className={styles.accordionButton}>
              <h2 className={styles.accordionHeading}>{entry.item.q}</h2>
            </summary>
            <div className={styles.accordionPanel}>
              <p>{entry.item.a}</p>
              <Link to={faqAnswerAddress(entry)} className={styles.questionLink}>
                {t('faq.readInTopic', { topic: entry.topicTitle })}
              </Link>
            </div>
          </details>
        );
      })}
    </div>
  );
}
