import { useEffect, useRef } from 'react';
import { Link } from '@echowatch/routing';
import { useHydrated } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { faqAnswerAddress, type FaqTopic } from './faq-content';
import * as styles from './faq-page.module.css';

interface FaqDetailProps {
  topics: FaqTopic[];
  topic: number;
  question: number;
}

/** /faqs/detail?topic=&question=: topics and questions beside the chosen answer. */
export function FaqDetail({ topics, topic, question }: FaqDetailProps) {
  const { t } = useTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  const shown = useRef<string | null>(null);
  const current = topics[topic]!.questions[question]!;

  // A new question chosen on the page takes focus, so it is read out and, on a phone, scrolled to.
  // The question of the opening URL does not: neither when first shown nor when a hash of the older
  // form is applied after hydration (the server, which never sees a hash, rendered the first question).
  useEffect(() => {
    if (!hydrated) return;
    const key = `${topic}#${question}`;
    const previous = shown.current;
    shown.current = key;
    if (previous !== null && previous !== key) heading.current?.focus();
  }, [hydrated, topic, question]);

  return (
    <div className={styles.detail}>
      <nav aria-label={t('faq.topicsLabel')} className={styles.topicNav}>
        <ul className={styles.navTopics}>
          {topics.map((item, topicIndex) => (
            <li key={item.title}>
              <span className={styles.navTopic}>{item.title}</span>
              <ul className={styles.navQuestions}>
                {item.questions.map((entry, questionIndex) => {
                  const active = topicIndex === topic && questionIndex === question;
                  return (
                    <li key={entry.q}>
                      <Link
                        to={faqAnswerAddress({ topic: topicIndex, question: questionIndex })}
                        className={styles.navQuestion}
                        aria-current={active ? 'page' : undefined}
                      >
                        {entry.q}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.answer} aria-labelledby="faq-question">
        <p className={styles.answerTopic}>{topics[topic]!.title}</p>
        <h2 id="faq-question" ref={heading} tabIndex={-1} className={styles.answerTitle}>
          {current.q}
        </h2>
        <p>{current.a}</p>
      </section>
    </div>
  );
}
