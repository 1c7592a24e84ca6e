import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';

export interface FaqQuestion {
  q: string;
  a: string;
}

export interface FaqTopic {
  title: string;
  questions: FaqQuestion[];
}

/** The most asked questions, as [topic, question] positions, for /faqs/common-faqs. */
export const COMMON_QUESTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [2, 0],
  [3, 1],
  [4, 1],
];

/** The FAQ topics in the page's language, with the brand and contacts of the configuration filled in. */
export function useFaqTopics(): FaqTopic[] {
  const { textsAt } = useTexts();
  const { brand, contact } = useSiteConfig();
  const topics = textsAt('faq.topics', { brand: brand.name, hotline: contact.hotline, email: contact.email });
  // Until the texts are in, i18next answers with the key: no topics then, rather than a crash.
  return Array.isArray(topics) ? topics : [];
}

export interface FaqChoice {
  topic: number;
  question: number;
}

const TOPIC_PARAM = 'topic';
const QUESTION_PARAM = 'question';

/**
 * The address of a question's answer, `/faqs/detail?topic=1&question=2` (both counted from 0): a
 * query, so the server renders the answer it names (docs/product-rules.md, R-ROUTE-9).
 */
export function faqAnswerAddress({ topic, question }: FaqChoice): string {
  return `/faqs/detail?${new URLSearchParams({ [TOPIC_PARAM]: String(topic), [QUESTION_PARAM]: String(question) })}`;
}

/** The positions as written, or the first question: anything unreadable or out of range is that. */
function pick(topicPart: string | null, questionPart: string | null, topics: FaqTopic[]): FaqChoice {
  const topic = topicPart !== null && /^\d+$/.test(topicPart) ? Number(topicPart) : -1;
  if (!topics[topic]) return { topic: 0, question: 0 };
  const question = questionPart !== null && /^\d+$/.test(questionPart) ? Number(questionPart) : 0;
  return { topic, question: topics[topic]!.questions[question] ? question : 0 };
}

/** The question of the product's own form of address, the hash `#topic#question` (still read for links shared before). */
export function readFaqHash(hash: string, topics: FaqTopic[]): FaqChoice {
  const [, topicPart = '', questionPart = ''] = hash.split('#');
  return pick(topicPart, questionPart, topics);
}

/** True when the query names a question (`?topic=`); otherwise a hash may (`#topic#question`). */
export function namesFaqQuestion(search: string): boolean {
  return new URLSearchParams(search).has(TOPIC_PARAM);
}

/** The question the address names: its query, or else its hash, or else the first question. */
export function readFaqChoice(search: string, hash: string, topics: FaqTopic[]): FaqChoice {
  if (!namesFaqQuestion(search)) return readFaqHash(hash, topics);
  const query = new URLSearchParams(search);
  return pick(query.get(TOPIC_PARAM), query.get(QUESTION_PARAM), topics);
}
