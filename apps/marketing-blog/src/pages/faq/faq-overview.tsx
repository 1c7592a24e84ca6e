import { Link } from '@echowatch/routing';
import { faqAnswerAddress, type FaqTopic } from './faq-content';
import * as styles from './faq-page.module.css';

/** /faqs: every topic with its questions, each leading to its answer. */
export function FaqOverview({ topics }: { topics: FaqTopic[] }) {
  return (
    <div className={styles.topicGrid}>
      {topics.map((topic, topicIndex) => (
        <section key={topic.title} className={styles.topicCard} aria-labelledby={`faq-topic-${topicIndex}`}>
          <h2 id={`faq-topic-${topicIndex}`} className={styles.topicTitle}>
            {topic.title}
          </h2>
          <ul className={styles.questionList}>
            {topic.questions.map((question, questionIndex) => (
              <li key={question.q}>
                <Link to={faqAnswerAddress({ topic: topicIndex, question: questionIndex })} className={styles.questionLink}>
                  {question.q}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
